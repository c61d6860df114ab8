#!/usr/bin/env python3
"""Writes random constraint systems and kiwisolver's solutions of them as JSON, for
Tests/LayoutConstraintsTests (which read the committed file; no Python at test time).

    pip install kiwisolver
    python3 scripts/dev/kiwi-cases.py > Tests/LayoutConstraintsTests/Fixtures/kiwi-systems.json

Each system: weak "stay" constraints pinning every variable near a value (with distinct
weights, so the optimum is unique), then random constraints of every relation and strength
in order (whether kiwisolver accepted each), the values after solving, after suggesting two
values for an edit variable, and after removing one accepted constraint.
"""
import json
import random

import kiwisolver as kiwi

STRENGTHS = {"required": kiwi.strength.required, "strong": kiwi.strength.strong,
             "medium": kiwi.strength.medium, "weak": kiwi.strength.weak}


def make(variables, spec):
    expression = sum((coefficient * variables[index] for index, coefficient in spec["terms"]),
                     kiwi.Expression([])) + spec["constant"]
    if spec["op"] == "==":
        constraint = expression == 0
    elif spec["op"] == "<=":
        constraint = expression <= 0
    else:
        constraint = expression >= 0
    return constraint | spec["weight"]


def system(rng):
    count = rng.randint(2, 8)
    stays = [{"terms": [[i, 1.0]], "constant": -round(rng.uniform(-100, 100), 2), "op": "==",
              "weight": round(rng.uniform(1, 3), 3)} for i in range(count)]
    specs = []
    for _ in range(rng.randint(2, 12)):
        chosen = rng.sample(range(count), rng.randint(1, min(3, count)))
        kind = rng.choices(list(STRENGTHS), weights=[4, 2, 2, 2])[0]
        weight = STRENGTHS[kind] * (1 if kind == "required" else round(rng.uniform(1, 3), 3))
        specs.append({"terms": [[i, rng.choice([-3, -2, -1, -0.5, 0.5, 1, 2, 3])] for i in chosen],
                      "constant": round(rng.uniform(-50, 50), 2),
                      "op": rng.choice(["==", "<=", ">="]), "weight": weight})
    variables = [kiwi.Variable(f"v{i}") for i in range(count)]

    def rebuild(accepted):
        solver = kiwi.Solver()
        made = {}
        for index, spec in enumerate(stays + accepted_specs(accepted)):
            made[index] = make(variables, spec)
            solver.addConstraint(made[index])
        return solver

    def accepted_specs(accepted):
        return [specs[i] for i in accepted]

    accepted = []
    results = []
    solver = rebuild(accepted)
    for index, spec in enumerate(specs):
        try:
            solver.addConstraint(make(variables, spec))
            accepted.append(index)
            results.append(True)
        except kiwi.UnsatisfiableConstraint:
            results.append(False)
            solver = rebuild(accepted)  # a failed addition leaves no trace to depend on
    solver.updateVariables()
    case = {"variables": count, "stays": stays, "constraints": specs, "accepted": results,
            "solved": [v.value() for v in variables]}
    edited = rng.randrange(count)
    solver.addEditVariable(variables[edited], kiwi.strength.strong)
    suggestions = [round(rng.uniform(-200, 200), 2) for _ in range(2)]
    case["edit"] = {"variable": edited, "suggestions": suggestions, "values": []}
    for value in suggestions:
        solver.suggestValue(variables[edited], value)
        solver.updateVariables()
        case["edit"]["values"].append([v.value() for v in variables])
    solver.removeEditVariable(variables[edited])
    if accepted:
        removed = rng.choice(accepted)
        solver = rebuild([i for i in accepted if i != removed])
        solver.updateVariables()
        case["removed"] = {"constraint": removed, "values": [v.value() for v in variables]}
    return case


def main():
    rng = random.Random(20261124)
    cases = [system(rng) for _ in range(320)]
    print(json.dumps({"generator": f"kiwisolver {kiwi.__version__}", "systems": cases}, indent=0))


if __name__ == "__main__":
    main()
