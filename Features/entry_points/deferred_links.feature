@ios
Feature: Links tapped before the app is installed
  While the app is not installed a universal link of its domain opens its web
  page, which copies the link to the pasteboard and sends the user to the App
  Store (entryPoints.deferredLinks: "pasteboard"). On the first launch the app
  reads the pasteboard, behind the paste prompt: allowed, the link arrives and
  waits for login like any link (a fresh install is logged out); not allowed,
  it is lost.

  Scenario: The pasteboard hands the link over on first launch
    Given the app is not installed
    And I allow pasting
    When I tap "https://babylon.example/somescreen/42" in Messages
    Then the App Store opens
    When I install and open the app
    Then the deep link is waiting for login
    And the link arrives through "UIPasteboard.general"
    When I log in as a mock user
    Then the "Some Screen" screen is displayed with id "42"

  Scenario: Without pasting, the link is lost
    Given the app is not installed
    And I don't allow pasting
    When I tap "https://babylon.example/somescreen/42" in Messages
    And I install and open the app
    Then the deep link is discarded
    And the "Login" screen is displayed

  Scenario: A custom scheme opens nothing while the app is not installed
    Given the app is not installed
    When I open "babylon://somescreen/42"
    Then the app is not opened
