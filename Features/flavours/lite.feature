Feature: App flavours
  The lite flavour disables the prescriptions and records intents: they have
  no effect by any channel, and the log says why.

  Background:
    Given the app is launched
    And the app flavour is "lite"
    And I'm logged in as a mock user

  Scenario Outline: <link> is ignored in the lite flavour
    Given the "chat" tab is selected
    When I open the app with "<link>" deeplink
    Then the deep link is ignored
    And no password prompt is shown
    And the "chat" tab is selected

    Examples:
      | link             |
      | prescriptions/12 |
      | records          |

  Scenario: Disabled intents are ignored from inside the app too
    When I open "records" from inside the app
    Then the deep link is ignored

  Scenario: Disabled intents are ignored as universal links too
    When I open "https://babylon.example/prescriptions/12"
    Then the deep link is ignored
    And no screen is presented

  Scenario: Other intents still work in the lite flavour
    When I open the app with "somescreen/42" deeplink
    Then the "Some Screen" screen is displayed with id "42"

  Scenario: A team can disable an intent for one scenario
    Given the "settings" deep link intent is disabled
    When I open the app with "settings" deeplink
    Then the deep link is ignored
    And no screen is presented
