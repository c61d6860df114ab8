import CommandSupport
import Testing

/// `layout bench` times what a render does, so it must read what a render reads.
@Suite struct BenchCommandTests {
  @Test func timesTheConstraintSolver() {
    let result = runLayout(["bench", "--constraints", "200", "--iterations", "2"])
    #expect(result.exitCode == 0, "\(result.errors)")
    #expect(result.output.contains("200 constraints: add and solve median"))
    #expect(result.output.contains("re-solve after an edit median"))
  }

  @Test func timesATemplateWithImagesBesideIt() {
    for arguments in [[], ["--solver-only"]] {
      let result = runLayout(
        ["bench", examplePath("og-card.xml"), "--iterations", "2"] + arguments)
      #expect(result.exitCode == 0, "\(result.errors)")
      #expect(result.output.contains("solve, text estimated"), "\(result.output)")
    }
  }
}
