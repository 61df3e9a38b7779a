"""Run the JSON-lines engine driver: ``python -m engine``."""

from engine.driver import main

raise SystemExit(main())
