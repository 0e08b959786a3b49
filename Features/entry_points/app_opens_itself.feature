@ios
Feature: The app opens a link itself
  UIApplication.open on the app's own universal link opens Safari, not the app;
  with universalLinksOnly nothing opens and the call reports false, as no other
  app claims the link. The app's own custom scheme opens it as it opens any app.

  Background:
    Given the app is launched
    And I'm logged in as a mock user

  Scenario: The app's own universal link opens Safari
    When the app opens "https://babylon.example/somescreen/3" itself
    Then the link opens in the browser
    And the "Home" screen is displayed

  Scenario: With universal links only, nothing opens
    When the app opens "https://babylon.example/somescreen/3" itself with universal links only
    Then nothing opens

  Scenario: A custom scheme is no universal link
    When the app opens "babylon://somescreen/3" itself with universal links only
    Then nothing opens

  Scenario: The app's own custom scheme opens it
    When the app opens "babylon://somescreen/3" itself
    Then the "Some Screen" screen is displayed with id "3"
    And the link arrives through "scene(_:openURLContexts:)"
