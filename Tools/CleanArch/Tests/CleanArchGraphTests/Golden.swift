/// Expected renderings of ``Fixture/login()`` (reviewed by hand; the dot one with Graphviz).
enum Golden {
    /// Package level, whole graph.
    static let dot = #"""
digraph cleanarch {
  rankdir=LR;
  fontname="Helvetica";
  node [fontname="Helvetica"];
  edge [fontname="Helvetica"];
  subgraph cluster_Core {
    label="Core";
    "Reactive" [label="Reactive", shape=component];
    "Resolver" [label="Resolver", shape=component];
  }
  subgraph cluster_Data {
    label="Data";
    "DataBase" [label="DataBase", shape=box];
  }
  subgraph cluster_Login {
    label="Login";
    subgraph cluster_Login_useCase {
      label="Use cases";
      "LoginUseCaseAPI" [label="LoginUseCaseAPI", shape=box, style=rounded];
      "LoginUseCaseImpl" [label="LoginUseCaseImpl", shape=box];
    }
    subgraph cluster_Login_repository {
      label="Repositories";
      "LoginRepositoryAPI" [label="LoginRepositoryAPI", shape=box, style=rounded];
      "LoginRepositoryImpl" [label="LoginRepositoryImpl", shape=box];
    }
    subgraph cluster_Login_screen {
      label="Presentation";
      "LoginScreenAPI" [label="LoginScreenAPI", shape=box, style=rounded];
      "LoginScreenImpl" [label="LoginScreenImpl", shape=box];
    }
  }
  "ext_grdb_swift" [label="grdb.swift", shape=ellipse, style=dashed];
  "ext_swinject" [label="swinject", shape=ellipse, style=dashed];
  "DataBase" -> "LoginRepositoryAPI";
  "DataBase" -> "ext_grdb_swift";
  "LoginRepositoryAPI" -> "LoginUseCaseAPI" [color=red, style=bold, label="cycle"];
  "LoginRepositoryImpl" -> "LoginRepositoryAPI";
  "LoginRepositoryImpl" -> "LoginUseCaseImpl" [color=red];
  "LoginRepositoryImpl" -> "Resolver";
  "LoginScreenAPI" -> "Reactive";
  "LoginScreenImpl" -> "LoginScreenAPI";
  "LoginScreenImpl" -> "LoginUseCaseAPI";
  "LoginScreenImpl" -> "Resolver";
  "LoginUseCaseAPI" -> "LoginRepositoryAPI" [color=red, style=bold, label="cycle"];
  "LoginUseCaseAPI" -> "Reactive";
  "LoginUseCaseImpl" -> "LoginUseCaseAPI";
  "LoginUseCaseImpl" -> "Reactive";
  "LoginUseCaseImpl" -> "Resolver";
  "Resolver" -> "ext_swinject";
}

"""#

    /// Package level, whole graph.
    static let mermaid = #"""
flowchart LR
  subgraph cluster_Core["Core"]
    Reactive[["Reactive"]]
    Resolver[["Resolver"]]
  end
  subgraph cluster_Data["Data"]
    DataBase["DataBase"]
  end
  subgraph cluster_Login["Login"]
    LoginUseCaseAPI("LoginUseCaseAPI")
    LoginUseCaseImpl["LoginUseCaseImpl"]
    LoginRepositoryAPI("LoginRepositoryAPI")
    LoginRepositoryImpl["LoginRepositoryImpl"]
    LoginScreenAPI("LoginScreenAPI")
    LoginScreenImpl["LoginScreenImpl"]
  end
  ext_grdb_swift(["grdb.swift"])
  ext_swinject(["swinject"])
  DataBase --> LoginRepositoryAPI
  DataBase --> ext_grdb_swift
  LoginRepositoryAPI -->|cycle| LoginUseCaseAPI
  LoginRepositoryImpl --> LoginRepositoryAPI
  LoginRepositoryImpl --> LoginUseCaseImpl
  LoginRepositoryImpl --> Resolver
  LoginScreenAPI --> Reactive
  LoginScreenImpl --> LoginScreenAPI
  LoginScreenImpl --> LoginUseCaseAPI
  LoginScreenImpl --> Resolver
  LoginUseCaseAPI -->|cycle| LoginRepositoryAPI
  LoginUseCaseAPI --> Reactive
  LoginUseCaseImpl --> LoginUseCaseAPI
  LoginUseCaseImpl --> Reactive
  LoginUseCaseImpl --> Resolver
  Resolver --> ext_swinject
  classDef api fill:#e8f1fb,stroke:#2b6cb0;
  class LoginRepositoryAPI,LoginScreenAPI,LoginUseCaseAPI api;
  classDef impl fill:#fdf0e1,stroke:#c05621;
  class DataBase,LoginRepositoryImpl,LoginScreenImpl,LoginUseCaseImpl impl;
  classDef external fill:#ffffff,stroke:#718096,stroke-dasharray:5 5;
  class ext_grdb_swift,ext_swinject external;
  classDef other fill:#f2f2f2,stroke:#4a5568;
  class Reactive,Resolver other;
  linkStyle 2 stroke:#d00,stroke-width:4px;
  linkStyle 4 stroke:#d00,stroke-width:2px;
  linkStyle 10 stroke:#d00,stroke-width:4px;

"""#

    /// Package level, filtered to the Data feature.
    static let dataJSON = #"""
{
  "cycles" : [

  ],
  "edges" : [
    {
      "cycle" : false,
      "from" : "DataBase",
      "ruleBreaking" : false,
      "to" : "LoginRepositoryAPI"
    },
    {
      "cycle" : false,
      "from" : "DataBase",
      "ruleBreaking" : false,
      "to" : "ext_grdb_swift"
    }
  ],
  "level" : "package",
  "nodes" : [
    {
      "external" : false,
      "feature" : "Data",
      "id" : "DataBase",
      "kind" : "package",
      "label" : "DataBase",
      "role" : {
        "kind" : "impl",
        "layer" : "data"
      }
    },
    {
      "external" : false,
      "feature" : "Login",
      "id" : "LoginRepositoryAPI",
      "kind" : "package",
      "label" : "LoginRepositoryAPI",
      "role" : {
        "kind" : "api",
        "layer" : "repository"
      }
    },
    {
      "external" : true,
      "feature" : null,
      "id" : "ext_grdb_swift",
      "kind" : "external",
      "label" : "grdb.swift",
      "role" : null
    }
  ]
}

"""#
}
