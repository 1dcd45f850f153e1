@_exported import Reflow
