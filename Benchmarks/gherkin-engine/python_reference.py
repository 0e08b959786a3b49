#!/usr/bin/env python3
"""Parse + pickle throughput of the reference Python parser (gherkin-official) on
the files given: reads them first, then times parse and compile only."""
import sys
import time

from gherkin.ast_builder import AstBuilder
from gherkin.parser import Parser
from gherkin.pickles.compiler import Compiler
from gherkin.token_scanner import TokenScanner
from gherkin.stream.id_generator import IdGenerator


def main():
    repeat = int(sys.argv[1])
    texts = []
    for path in sys.argv[2:]:
        with open(path, encoding="utf-8") as handle:
            texts.append((path, handle.read()))
    size = sum(len(text.encode("utf-8")) for _, text in texts)
    best = None
    best_cpu = None
    for _ in range(repeat):
        ids = IdGenerator()
        parser = Parser(AstBuilder(ids))
        compiler = Compiler(ids)
        start = time.perf_counter()
        start_cpu = time.process_time()
        pickles = 0
        for path, text in texts:
            document = parser.parse(TokenScanner(text))
            document["uri"] = path
            pickles += len(compiler.compile(document))
        elapsed = time.perf_counter() - start
        elapsed_cpu = time.process_time() - start_cpu
        best = elapsed if best is None else min(best, elapsed)
        best_cpu = elapsed_cpu if best_cpu is None else min(best_cpu, elapsed_cpu)
    print(f"python  bytes={size} pickles={pickles} "
          f"wall={best:.4f}s {size / best / 1e6:.2f} MB/s  cpu={best_cpu:.4f}s {size / best_cpu / 1e6:.2f} MB/s")


main()
