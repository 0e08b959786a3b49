@ios
Feature: Where the app receives each link
  The app's lifecycle decides which API receives a link: the app delegate alone,
  UIKit scenes (the demo app's, entryPoints.lifecycle) or the SwiftUI app
  lifecycle. At a cold start a scene receives it with its connection options.

  Scenario Outline: A <link kind> while the app runs, with the <lifecycle> lifecycle
    Given the app's lifecycle is "<lifecycle>"
    And the app is launched
    And I'm logged in as a mock user
    When I open "<link>"
    Then the link arrives through "<api>"

    Examples:
      | link kind     | link                                | lifecycle   | api                                         |
      | custom scheme | babylon://chat                      | appDelegate | application(_:open:options:)                |
      | custom scheme | babylon://chat                      | scenes      | scene(_:openURLContexts:)                   |
      | custom scheme | babylon://chat                      | swiftUI     | onOpenURL                                   |
      | universal link | https://babylon.example/chat       | appDelegate | application(_:continue:restorationHandler:) |
      | universal link | https://babylon.example/chat       | scenes      | scene(_:continue:)                          |
      | universal link | https://babylon.example/chat       | swiftUI     | onOpenURL                                   |

  Scenario Outline: A <link kind> at a cold start, with the scene lifecycle
    Given I'm logged in as a mock user
    And the app is not running
    When I open "<link>"
    Then the link arrives through "scene(_:willConnectTo:options:)"

    Examples:
      | link kind      | link                         |
      | custom scheme  | babylon://chat               |
      | universal link | https://babylon.example/chat |

  Scenario: A Spotlight result with the SwiftUI lifecycle
    Given the app's lifecycle is "swiftUI"
    And the app is launched
    And I'm logged in as a mock user
    When I tap the Spotlight result for "babylon://chat"
    Then the link arrives through "onContinueUserActivity(CSSearchableItemActionType)"
