@android
Feature: Android's own entry points
  A notification's PendingIntent and another app's intent with the app's
  package set are explicit intents: they need no App Links verification. The
  demo's .MainActivity is singleTask, so a running app receives each link in
  onNewIntent, and one that is not running in onCreate.

  Scenario: A notification's PendingIntent needs no verification
    Given the app is launched
    And I'm logged in as a mock user
    And I turned off "Open supported links" for the app
    When I tap a push notification with link "https://babylon.example/somescreen/42"
    Then the "Some Screen" screen is displayed with id "42"
    And the link arrives through "onNewIntent"

  Scenario: A notification starts the app that is not running
    Given I'm logged in as a mock user
    And the app is not running
    When I tap a push notification with link "babylon://appointments/3"
    Then the "Appointment" screen is displayed with id "3"
    And the link arrives through "onCreate"

  Scenario: Another app's intent with the app's package needs no verification
    Given the app is launched
    And I'm logged in as a mock user
    And I turned off "Open supported links" for the app
    When another app opens "https://babylon.example/somescreen/7" with the app's package
    Then the "Some Screen" screen is displayed with id "7"

  Scenario: Another app's intent for a link no filter takes opens nothing
    Given the app is launched
    When another app opens "https://babylon.example/records/7" with the app's package
    Then the app is not opened
