Feature: Deep links go through the app's own router
  The routing function in Sources/BabylonAcceptance/BabylonLinks.swift hands
  every link to the app's ApplicationInvocationRouter; app.json says what each
  of its events shows.

  Background:
    Given the app is launched
    And I'm logged in as a mock user

  @smoke
  Scenario: A deep link to a screen with an id
    When I open the app with "somescreen/42" deeplink
    Then the "Some Screen" screen is displayed with id "42"

  Scenario: Every prefix the app registers is the same link
    When I open "otherprefix://somescreen/7"
    Then the "Some Screen" screen is displayed with id "7"

  Scenario: A screen link without a number goes back home
    When I open the app with "somescreen/abc" deeplink
    Then the "Home" screen is displayed

  @smoke
  Scenario: A universal link reaches the same router
    When I open "https://babylon.example/appointments/5"
    Then the "Appointment" screen is displayed with id "5"

  Scenario: A universal link to a tab selects it
    When I open "https://babylon.example/appointments"
    Then the "appointments" tab is selected

  Scenario: Health records need the clinical password
    When I open the app with "records" deeplink
    Then a password prompt is shown
    When I enter the password "1234"
    Then the "Health Records" screen is displayed

  Scenario: A link the router does not know is ignored
    When I open the app with "unknown/1" deeplink
    Then the deep link is ignored

  Scenario: The router, link by link
    Then the deep links route as:
      | link            | event                   |
      | homepage        | showHome                |
      | somescreen/42   | showSomeScreen(id: 42)  |
      | somescreen      | showHome                |
      | appointments    | showAppointments        |
      | prescriptions/3 | showPrescription(id: 3) |
      | prescriptions   | none                    |
