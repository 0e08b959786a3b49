@security
Feature: No open redirect through the web view
  The webview intent presents a page only for the app's own host; a link to
  any other host is discarded, whatever channel it comes through.

  Background:
    Given the app is launched
    And I'm logged in as a mock user

  Scenario: A page of the app's own host opens in the web view
    When I open the app with "webview?url=https%3A%2F%2Fbabylon.example%2Fhelp" deeplink
    Then the "Web" screen is displayed with url "https://babylon.example/help"

  Scenario Outline: A page elsewhere is discarded (<url>)
    When I open the app with "webview?url=<url>" deeplink
    Then the deep link is discarded
    And no screen is presented

    Examples:
      | url                                               |
      | https%3A%2F%2Fevil.example%2Fphish                 |
      | https%3A%2F%2Fbabylon.example.evil.example%2Fx     |
      | javascript%3Aalert(1)                             |

  Scenario: The guard holds for links opened inside the app
    When I open "babylon://webview?url=https%3A%2F%2Fevil.example%2F" from inside the app
    Then the deep link is discarded
    And no screen is presented
