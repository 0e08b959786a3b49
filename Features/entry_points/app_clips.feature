@ios
Feature: App Clips
  While the full app is not installed, an invocation URL of the App Clip
  (entryPoints.appClip.invocationURLs) opens the Clip with that URL, on a
  domain associated with it: the Clip's appclips: entitlement and the AASA's
  "appclips" listing ABCDE12345.com.babylon.demo.Clip. Once the full app is
  installed, every invocation opens the full app.

  Scenario: An invocation URL opens the App Clip
    Given the full app is not installed
    When I scan a QR code of "https://babylon.example/appointments/12"
    Then the App Clip opens with "https://babylon.example/appointments/12"
    And the link arrives through "scene(_:willConnectTo:options:)"

  Scenario: A link that does not invoke the Clip leads to the App Store
    Given the full app is not installed
    When I tap "https://babylon.example/somescreen/12" in Messages
    Then the App Store opens

  Scenario: Once the full app is installed it opens instead
    Given the app is launched
    And I'm logged in as a mock user
    When I scan a QR code of "https://babylon.example/appointments/12"
    Then the "Appointment" screen is displayed with id "12"
