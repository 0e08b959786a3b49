/// What the app does for a link: the event its flow controllers handle.
public enum RoutingEvent: Sendable, Equatable {
    case show(Tab)
    case showSomeScreen(id: Int)
    case showAppointment(id: Int)
    case showHealthRecords
    case showPrescription(id: Int)
    case showSignUp(referral: String)

    public enum Tab: Sendable, Equatable {
        case home, appointments
    }
}
