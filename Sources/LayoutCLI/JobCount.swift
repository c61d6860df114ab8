import Foundation

/// The number of workers for a `--jobs` option: the number given, else the number of cores
/// the process may use. Read when a command runs rather than as the option's default, since
/// the parser makes a command several times and each read opens the control-group files.
func jobCount(_ option: Int?) -> Int {
  option ?? ProcessInfo.processInfo.activeProcessorCount
}
