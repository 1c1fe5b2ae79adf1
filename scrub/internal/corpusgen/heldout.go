package main

func heldout() []Sample { return nil }
