Feature: What a link does depends on who opens it

  @smoke
  Scenario: A friend who is logged out signs up with the referral
    Given the app is launched
    When I open the app with "invite/ANNA42" deeplink
    Then the "Sign Up" screen is displayed with referral "ANNA42"

  Scenario: A member who opens a referral link lands home
    Given the app is launched
    And I'm logged in as a mock user
    When I open the app with "invite/ANNA42" deeplink
    Then the "Home" screen is displayed

  Scenario: A screen link waits for login
    Given the app is launched
    When I open the app with "somescreen/42" deeplink
    Then the deep link is waiting for login
    When I log in as a mock user
    Then the "Some Screen" screen is displayed with id "42"
