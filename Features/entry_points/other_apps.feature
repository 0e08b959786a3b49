@ios
Feature: Links in other apps and in the app's own web content
  Messages, Mail and Notes hand a tapped link to the OS: a universal link opens
  the app. The first page of an in-app browser (SFSafariViewController) stays on
  the web; a tapped link in a web view (WKWebView) opens the app.

  Background:
    Given the app is launched
    And I'm logged in as a mock user

  Scenario Outline: A universal link tapped in <app> opens the app
    When I tap "https://babylon.example/somescreen/8" in <app>
    Then the "Some Screen" screen is displayed with id "8"
    And the link arrives through "scene(_:continue:)"

    Examples:
      | app      |
      | Messages |
      | Mail     |
      | Notes    |

  Scenario: A custom-scheme link in Messages goes through the OS
    When I tap "babylon://chat" in Messages
    Then the "chat" tab is selected
    And the link arrives through "scene(_:openURLContexts:)"

  Scenario: A click-tracked link in Mail opens the browser, which is not associated
    When I tap "https://email.babylon.example/c/aBc123" in Mail
    Then the link opens in the browser

  Scenario: The first page of an in-app browser stays on the web
    When I open "https://babylon.example/somescreen/8" as the first page of an in-app browser
    Then the link opens in the browser
    And no screen is presented

  Scenario: A link tapped in a web view opens the app
    When I tap "https://babylon.example/somescreen/8" in a web view
    Then the "Some Screen" screen is displayed with id "8"

  Scenario: A web view does not open custom schemes itself
    When I tap "babylon://chat" in a web view
    Then the app is not opened
