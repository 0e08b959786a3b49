Feature: Deep links the backend sends open from inside the app

  Background:
    Given the app is launched
    And I'm logged in as a mock user

  @smoke
  Scenario: An appointment link from the backend
    When the backend sends the appointments deep link with id 12
    Then the "Appointment" screen is displayed with id "12"

  Scenario: A prescription link from the backend asks for the password
    When the backend sends the prescriptions deep link with id 3
    Then a password prompt is shown

  Scenario: Several links from the backend, the last one wins the screen
    When the backend sends these deep links:
      | intent       | id |
      | somescreen   | 1  |
      | appointments | 2  |
    Then the "Appointment" screen is displayed with id "2"

  @smoke
  Scenario: A push notification opens its deep link
    When a push notification arrives with:
      """json
      {"aps": {"alert": "Your appointment is confirmed"}, "deeplink": "babylon://appointments/7"}
      """
    Then the "Appointment" screen is displayed with id "7"
