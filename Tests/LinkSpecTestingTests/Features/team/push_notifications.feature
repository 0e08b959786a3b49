@team
Feature: Push notifications open their deep link
  A team's own phrases next to the standard ones: a push notification carries
  a deep link, and its payload names a tab or an appointment.

  Background:
    Given the app is launched
    And I'm logged in as a mock user

  @smoke
  Scenario: A push for the chat tab selects it
    When a push notification for the chat tab is tapped
    Then the app shows the chat tab
    And no screen is presented

  Scenario Outline: A push for the <tab> tab selects it from the profile tab
    Given the "profile" tab is selected
    When a push notification for the <tab> tab is tapped
    Then the app shows the <tab> tab

    Examples:
      | tab          |
      | home         |
      | appointments |

  Scenario Outline: A push for appointment <id> presents it
    When a push notification for appointment <id> is tapped
    Then the "Appointment" screen is displayed with id "<id>"

    Examples:
      | id |
      | 7  |
      | 42 |
