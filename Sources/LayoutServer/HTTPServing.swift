import Hummingbird
import HummingbirdCore
import Logging
import ServiceLifecycle

/// Runs a router as an HTTP/1 server, for `layout serve` and `layout test --review` alike.
enum HTTPServing {
  /// Serves `router` on `host:port` until `shouldStop` returns true (checked ten times a
  /// second) or the task is cancelled; `onRunning` hears the port once the socket listens.
  /// A connection idle for `idleSeconds` is closed; at most `maximumConnections` are served at
  /// once.
  static func run(
    _ router: Router<BasicRequestContext>, host: String, port: Int, maximumConnections: Int,
    idleSeconds: Int64, shouldStop: @escaping @Sendable () -> Bool,
    onRunning: @escaping @Sendable (Int) -> Void
  ) async throws {
    var logger = Logger(label: "layout-serve")
    logger.logLevel = .error
    let app = Application(
      router: router,
      server: .http1(configuration: .init(idleTimeout: .seconds(idleSeconds))),
      configuration: .init(
        address: .hostname(host, port: port), serverName: "layout",
        availableConnectionsDelegate: MaximumAvailableConnections(
          ConnectionLimit.connections(upTo: maximumConnections))),
      onServerRunning: { channel in onRunning(channel.localAddress?.port ?? 0) },
      logger: logger)
    let services = ServiceGroup(
      configuration: .init(services: [app], gracefulShutdownSignals: [], logger: logger))
    try await withThrowingTaskGroup(of: Bool.self) { group in
      group.addTask {
        try await services.run()
        return true
      }
      group.addTask {
        while !shouldStop() { try await Task.sleep(for: .milliseconds(100)) }
        await services.triggerGracefulShutdown()
        return false
      }
      // The services end with an error (such as a port in use; thrown, which cancels the
      // watch for a stop), or once the graceful shutdown a stop starts has closed the server.
      while let servicesEnded = try await group.next(), !servicesEnded {}
      group.cancelAll()
    }
  }
}
