@ios
Feature: The web sign-in session's callback
  The app signs in with ASWebAuthenticationSession, waiting for the callback
  https://babylon.example/auth/callback (entryPoints.signInCallback). The
  redirect to it completes the session and never reaches the router; an https
  callback needs the webcredentials service for its host, which the demo app's
  entitlements and AASA have.

  Background:
    Given the app is launched

  Scenario: The callback goes to the sign-in session
    When sign-in redirects to "https://babylon.example/auth/callback?code=42"
    Then the sign-in session receives "https://babylon.example/auth/callback?code=42"
    And the "Login" screen is displayed

  Scenario: Another redirect loads in the sign-in page
    When sign-in redirects to "https://babylon.example/auth/consent"
    Then the link opens in the browser
