/// The one way a link reaches the app, whatever its entry point: the app is
/// launched (a cold start) or brought forward, and its lifecycle's API receives
/// the link (`Delivery`), which the log names.
extension SimulatedApp {
    mutating func arrive(_ text: String, web: Bool, channel: OpeningChannel) {
        let coldStart = !isRunning
        launch(coldStartBy: text)
        if let delivery = channel.delivery(web: web, deferred: map.entryPoints.deferredLinks) {
            log(.linkDelivered(link: text, api: delivery.api(entry.lifecycle, coldStart: coldStart)))
        }
    }
}
