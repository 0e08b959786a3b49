Feature: The lite app turns clinical deep links off
  The flavour reaches the app's own DeeplinkConfiguration: app.json only
  names the flavours.

  Background:
    Given the app is launched
    And I'm logged in as a mock user
    And the app flavour is "lite"

  @smoke
  Scenario: Health records do nothing in the lite app
    When I open the app with "records" deeplink
    Then the deep link is ignored
    And no password prompt is shown

  Scenario: Other deep links still work in the lite app
    When I open the app with "somescreen/42" deeplink
    Then the "Some Screen" screen is displayed with id "42"
