import Foundation
import LayoutCore

/// A share of the rows for one of several machines: rows whose number modulo `count` is
/// `index`, so that `count` shards partition the rows exactly, whatever order they run in.
public struct Shard: Sendable, Equatable {
  public var index: Int
  public var count: Int

  public init(index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  /// Whether the row numbered `number` (from 1) is in the shard.
  public func contains(row number: Int) -> Bool {
    number % count == index
  }

  /// `K/N`, with 0 ≤ K < N.
  public init?(_ text: String) {
    let parts = text.split(separator: "/")
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count > 0,
      (0..<count).contains(index)
    else { return nil }
    self.init(index: index, count: count)
  }

  /// The shard the environment of an array job gives: Slurm's `SLURM_ARRAY_TASK_ID` with
  /// `SLURM_ARRAY_TASK_COUNT`, a Kubernetes Indexed Job's `JOB_COMPLETION_INDEX` or AWS
  /// Batch's `AWS_BATCH_JOB_ARRAY_INDEX` with `count` (their count is not in the environment).
  public static func fromEnvironment(
    _ environment: [String: String] = ProcessInfo.processInfo.environment, count: Int? = nil
  ) throws(DiagnosticError) -> Shard {
    if let task = environment["SLURM_ARRAY_TASK_ID"].flatMap(Int.init) {
      let total =
        environment["SLURM_ARRAY_TASK_COUNT"].flatMap(Int.init) ?? count
      return try checked(task, total, "SLURM_ARRAY_TASK_ID")
    }
    for variable in ["JOB_COMPLETION_INDEX", "AWS_BATCH_JOB_ARRAY_INDEX"] {
      if let index = environment[variable].flatMap(Int.init) {
        return try checked(index, count, variable)
      }
    }
    throw DiagnosticError(
      .error, code: .invalidData,
      message: "--shard env found no array job index in the environment",
      hints: [
        "set SLURM_ARRAY_TASK_ID, JOB_COMPLETION_INDEX or AWS_BATCH_JOB_ARRAY_INDEX, or give --shard K/N"
      ])
  }

  private static func checked(_ index: Int, _ count: Int?, _ variable: String)
    throws(DiagnosticError) -> Shard
  {
    guard let count, count > 0, (0..<count).contains(index) else {
      throw DiagnosticError(
        .error, code: .invalidData,
        message: "\(variable)=\(index) needs a shard count above it",
        hints: ["give the number of tasks with --shard-count N"])
    }
    return Shard(index: index, count: count)
  }
}
