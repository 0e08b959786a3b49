@ios
Feature: Push notifications carry links
  The app reads a notification's link from the payload key the app map names
  (entryPoints.pushNotifications.linkKey: "deeplink"), in its notification
  center delegate. From a cold start the link arrives once the app has
  launched, and it waits for login like any link.

  Scenario: A notification tapped while the app runs
    Given the app is launched
    And I'm logged in as a mock user
    When I tap a push notification with link "babylon://somescreen/42"
    Then the "Some Screen" screen is displayed with id "42"
    And the link arrives through "userNotificationCenter(_:didReceive:withCompletionHandler:)"

  Scenario: From a cold start the link arrives once the app has launched
    Given I'm logged in as a mock user
    And the app is not running
    When I tap a push notification with link "https://babylon.example/appointments/7"
    Then the "Appointment" screen is displayed with id "7"
    And the link arrives through "userNotificationCenter(_:didReceive:withCompletionHandler:)"

  Scenario: Logged out, the link waits for login
    Given the app is not running
    When I tap a push notification with link "babylon://somescreen/42"
    Then the "Login" screen is displayed
    And the deep link is waiting for login
    When I log in as a mock user
    Then the "Some Screen" screen is displayed with id "42"

  Scenario: The app reads the link from its key
    Given the app is launched
    And I'm logged in as a mock user
    When I tap a push notification with payload:
      """json
      {"aps": {"alert": "Dr Ada replied"}, "deeplink": "babylon://chat"}
      """
    Then the "chat" tab is selected

  Scenario: A relative link in the payload resolves against the app's own scheme
    Given the app is launched
    And I'm logged in as a mock user
    When I tap a push notification with payload:
      """json
      {"aps": {"alert": "Your prescription is ready"}, "deeplink": "/somescreen/42"}
      """
    Then the "Some Screen" screen is displayed with id "42"

  Scenario: A payload that puts the link under another key opens the app and no link
    Given the app is launched
    And I'm logged in as a mock user
    When I tap a push notification with payload:
      """json
      {"aps": {"alert": "Your results are in"}, "url": "babylon://records"}
      """
    Then the deep link is ignored
    And the "Home" screen is displayed
