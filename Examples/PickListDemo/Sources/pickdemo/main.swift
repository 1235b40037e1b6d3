import DemoLists

// Plays seed 002's "select all" scenario and prints the list after every tap.
print(QuoteCategory.demoScript.transcript(), terminator: "")
