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
