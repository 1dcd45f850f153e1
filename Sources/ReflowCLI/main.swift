print("reflow: coming soon")
