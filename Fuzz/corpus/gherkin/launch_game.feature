@workflow
Feature: The RIBs launchGame workflow
  ribs-training://launchGame?gameId=... waits for login, then launches the
  game on the home tab. Game ids are case-insensitive; an unknown one
  navigates nowhere and the workflow still completes.

  Scenario Outline: From a cold start, the game launches once <players> log in
    Given the app is not running
    When I open "ribs-training://launchGame?gameId=<id>"
    Then the deep link is waiting for login
    When players "<player1>" and "<player2>" log in
    Then the "<screen>" screen is displayed
    And the screen stack is:
      | layer | screen   |
      | tab   | Home     |
      | push  | <screen> |

    Examples:
      | id        | player1 | player2 | screen      |
      | ticTacToe | Alice   | Bob     | Tic Tac Toe |
      | TICTACTOE | Alice   | Bob     | Tic Tac Toe |
      | randomWin | Carol   | Dave    | Random Win  |

  Scenario: From a running app with a player logged in, the game launches at once
    Given the app is launched
    And I'm logged in as a mock user
    And the "chat" tab is selected
    When I open "ribs-training://launchGame?gameId=randomWin"
    Then the "home" tab is selected
    And the "Random Win" screen is displayed

  Scenario: An unknown game navigates nowhere
    Given the app is launched
    And I'm logged in as a mock user
    When I open "ribs-training://launchGame?gameId=chess"
    Then the "Home" screen is displayed
    And no screen is presented

  Scenario: Queued workflows all run after login, in order
    Given the app is launched
    When I open "ribs-training://launchGame?gameId=ticTacToe"
    And I open "ribs-training://launchGame?gameId=randomWin"
    And I log in as a mock user
    Then the screen stack is:
      | layer | screen      |
      | tab   | Home        |
      | push  | Tic Tac Toe |
      | push  | Random Win  |
