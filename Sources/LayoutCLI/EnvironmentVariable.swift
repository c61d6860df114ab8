import LayoutTesting

/// An environment variable the tool reads, and what for: the man page's ENVIRONMENT section.
struct EnvironmentVariable {
  var name: String
  var meaning: String

  /// Every variable the tool reads.
  static let all: [EnvironmentVariable] = [
    EnvironmentVariable(
      name: "LAYOUT_FONTS",
      meaning: "The folder of the bundled fonts. Without it the tool looks in "
        + "share/layout/Fonts beside an installed binary, for Fonts beside the executable and "
        + "up to five folders above, then in the checkout it was built from."),
    EnvironmentVariable(
      name: RecordMode.environmentVariable,
      meaning: "The record mode of layout test without --record, and of golden assertions in "
        + "Swift tests: \(RecordMode.names) (default never)."),
    EnvironmentVariable(
      name: "LAYOUT_COMMAND",
      meaning: "How messages that suggest a command name the tool (default layout): "
        + "re-recording goldens after layout test, rendering the missing rows after "
        + "layout merge-reports. scripts/layout sets it to scripts/layout."),
    EnvironmentVariable(
      name: "NO_COLOR",
      meaning: "When set and not empty, --color auto does not colour diagnostics."),
    EnvironmentVariable(
      name: "XDG_CACHE_HOME",
      meaning: "Where fontconfig's cache of the bundled fonts is kept, in layout/fontconfig; "
        + "else HOME/.cache, else the temporary folder."),
    EnvironmentVariable(
      name: "SLURM_ARRAY_TASK_ID",
      meaning: "With render --shard env: the task's index in a Slurm array job, with "
        + "SLURM_ARRAY_TASK_COUNT as the number of tasks (else --shard-count)."),
    EnvironmentVariable(
      name: "JOB_COMPLETION_INDEX",
      meaning: "With render --shard env: the index of a Kubernetes Indexed Job's pod "
        + "(the count is --shard-count)."),
    EnvironmentVariable(
      name: "AWS_BATCH_JOB_ARRAY_INDEX",
      meaning: "With render --shard env: the index of an AWS Batch array job's child "
        + "(the count is --shard-count)."),
  ]
}
