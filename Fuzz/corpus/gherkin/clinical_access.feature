@security
Feature: Clinical access
  Prescriptions and health records need clinical access: the app asks for the
  password, goes on with the right one, and discards the route otherwise.
  Access lasts until logout.

  Background:
    Given the app is launched
    And I'm logged in as a mock user
    And the clinical access password is "1234"

  Scenario Outline: The right password opens <screen>
    When I open the app with "<link>" deeplink
    Then a password prompt is shown
    When I enter the password "1234"
    Then no password prompt is shown
    And the "<screen>" screen is displayed

    Examples:
      | link             | screen         |
      | prescriptions/12 | Prescription   |
      | records          | Health Records |

  Scenario: A wrong password discards the route and leaves the screen as it was
    Given the "chat" tab is selected
    When I open the app with "prescriptions/12" deeplink
    And I enter the password "0000"
    Then the deep link is discarded
    And no password prompt is shown
    And no screen is presented
    And the "chat" tab is selected

  Scenario: Cancelling the prompt discards the route
    Given the "Settings" screen is presented
    When I open the app with "records" deeplink
    And I cancel the password prompt
    Then the deep link is discarded
    And no password prompt is shown
    And the "Settings" screen is displayed

  Scenario: Access granted once is not asked again
    When I open the app with "records" deeplink
    And I enter the password "1234"
    And I dismiss the presented screen
    And I open the app with "prescriptions/3" deeplink
    Then no password prompt is shown
    And the "Prescription" screen is displayed with id "3"

  Scenario: Logging out ends clinical access
    When I open the app with "records" deeplink
    And I enter the password "1234"
    And I'm logged out
    And I log in as a mock user
    And I open the app with "records" deeplink
    Then a password prompt is shown

  Scenario: The prompt guards in-app links too
    When I open "records" from inside the app
    Then a password prompt is shown
    When I enter the password "1234"
    Then the "Health Records" screen is displayed
