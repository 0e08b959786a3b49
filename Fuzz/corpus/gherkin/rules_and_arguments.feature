# language: en
@app
Feature: Rules, doc strings and tables
  Some description.

  Background:
    Given the app is launched

  @routing
  Rule: Links route
    Background:
      Given I'm logged in as a mock user

    Example: a table
      When I open these links:
        | link            | via    |
        | babylon://chat  | in-app |
        | a \| b          | os     |
      Then the "Chat" screen is displayed

    Scenario: a doc string
      When I open the link
        """json
        {"url": "babylon://records"}
        """
      But nothing ```else``` happens
      * the log says
        ```
        done
        ```
