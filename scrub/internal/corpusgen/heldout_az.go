package main

// heldout-az: a blind part written without reading the scrubber's rules. It leans
// towards Apple platform developers and Mac/iOS fleet admins: Xcode, fastlane, App Store
// Connect, notarization, Keychain, Jamf/Kandji/Mosyle, FileVault, Swift and Objective-C.

import (
	"fmt"
	"strings"
)

// hazGen is one generator and how many samples it contributes.
type hazGen struct {
	n int
	f func() Sample
}

func heldoutAZ() []Sample {
	var out []Sample
	groups := [][]hazGen{hazShapeGens(), hazAppleGens(), hazMiscGens(), hazMisc2Gens(), hazTrapGens(), hazTrap2Gens()}
	for _, g := range groups {
		for _, gen := range g {
			for i := 0; i < gen.n; i++ {
				out = append(out, gen.f())
			}
		}
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

const (
	hazB64Std   = upper + lower + digits + "+/"
	hazUpDig    = upper + digits
	hazPWSym    = "!#$%*+-=?@^_."
	hazB32Lower = "abcdefghijklmnopqrstuvwxyz234567"
)

func hazR(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rng.IntN(len(set))]
	}
	return string(b)
}

func hazP(xs ...string) string { return xs[rng.IntN(len(xs))] }

// hazN returns an int in [lo, hi].
func hazN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hazChance(p float64) bool { return rng.Float64() < p }

func hazS(cat, format, text string, secrets []string, keep ...string) Sample {
	if secrets == nil {
		secrets = []string{}
	}
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func hazT(cat, format, text string) Sample { return hazS(cat, format, text, nil) }

var hazNames = []string{"priya", "tom", "jonas", "mei", "aisha", "carlos", "yuki", "olga", "sven", "fatima", "noah", "lena", "ravi", "chloe", "mateo", "hana"}

func hazName() string { return hazP(hazNames...) }

func hazCap(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func hazTime() string { return fmt.Sprintf("%02d:%02d", hazN(8, 18), hazN(0, 59)) }

func hazDate() string { return fmt.Sprintf("2025-%02d-%02d", hazN(1, 12), hazN(1, 28)) }

func hazStamp() string {
	return fmt.Sprintf("%sT%s:%02d.%03dZ", hazDate(), hazTime(), hazN(0, 59), hazN(0, 999))
}

func hazUUID() string {
	return hazR(hexs, 8) + "-" + hazR(hexs, 4) + "-4" + hazR(hexs, 3) + "-" + hazP("8", "9", "a", "b") + hazR(hexs, 3) + "-" + hazR(hexs, 12)
}

func hazUUIDUp() string { return strings.ToUpper(hazUUID()) }

func hazTeamID() string { return hazR(hazUpDig, 10) }

// hazFiller returns an ordinary line with no credential in it.
func hazFiller() string {
	return hazP(
		fmt.Sprintf("TestFlight build %d.%d.%d (%d) is still processing.", hazN(1, 5), hazN(0, 20), hazN(0, 9), hazN(1000, 9999)),
		fmt.Sprintf("Reminder: CI runners move to Xcode %d.%d on Monday.", hazN(15, 16), hazN(0, 4)),
		fmt.Sprintf("Can someone review PR #%d before lunch?", hazN(100, 2999)),
		fmt.Sprintf("UI tests pass on iPhone 15 Pro, iOS %d.%d.", hazN(17, 18), hazN(0, 6)),
		"MDM enrollment for the new hires is done.",
		fmt.Sprintf("Notarization took %d minutes today, Apple is slow again.", hazN(3, 40)),
		"I will rotate it after the release, promise.",
		"Please don't forward this thread.",
		fmt.Sprintf("The Mac minis in rack %d are back online.", hazN(1, 6)),
		"Thanks, that unblocked the archive step.",
		"Let's move the signing assets into match next sprint.",
		fmt.Sprintf("Release train %d.%d freezes on Thursday.", hazN(2, 9), hazN(0, 30)),
		"Jamf inventory update runs nightly at 02:00.",
		"Ping me if the upload to App Store Connect fails again.",
		"We still need a privacy manifest for the analytics SDK.",
		"FYI the Kandji blueprint for designers now includes Figma.",
		fmt.Sprintf("Build %d failed on the lint step, unrelated.", hazN(3000, 9999)),
		"Moving this to the #ios-release channel.",
		"The widget extension needs its own provisioning profile.",
		"Got it, testing now.",
	)
}

// hazWrap puts a line among ordinary lines. It returns the text, a format label and the
// ordinary lines worth keeping. With plain, the line comes back alone.
func hazWrap(line, plain string) (string, string, []string) {
	a, b := hazFiller(), hazFiller()
	for b == a {
		b = hazFiller()
	}
	n1, n2 := hazName(), hazName()
	for n2 == n1 {
		n2 = hazName()
	}
	switch rng.IntN(8) {
	case 0:
		h, m := hazN(8, 17), hazN(0, 50)
		return fmt.Sprintf("[%02d:%02d] %s: %s\n[%02d:%02d] %s: %s\n[%02d:%02d] %s: %s", h, m, n1, a, h, m+hazN(0, 3), n2, line, h, m+hazN(4, 9), n1, b), "chat", []string{a}
	case 1:
		return fmt.Sprintf("%s  %d:%02d PM\n%s\n%s  %d:%02d PM\n%s", hazCap(n1), hazN(1, 5), hazN(0, 59), line, hazCap(n2), hazN(1, 5), hazN(0, 59), b), "chat", []string{b}
	case 2:
		return fmt.Sprintf("Subject: %s\n\nHi %s,\n\n%s\n%s\n\nCheers,\n%s", hazP("CI access", "build machine", "handover notes", "quick favour", "Re: signing"), hazCap(n1), a, line, hazCap(n2)), "email", []string{a}
	case 3:
		return fmt.Sprintf("IOS-%d: %s\nReporter: %s\nDescription:\n%s\n%s\nPriority: P%d", hazN(100, 9999), hazP("archive fails on CI", "MDM profile missing", "upload broken", "bot offline"), n1, line, b, hazN(1, 4)), "ticket", []string{b}
	case 4:
		return fmt.Sprintf("## Standup %s\n- %s\n- %s\n- %s", hazDate(), a, line, b), "notes", []string{a, b}
	case 5:
		return fmt.Sprintf("%s\n\n%s", line, a), "notes", nil
	}
	return line, plain, nil
}

// hazWrapS builds a sample from a line that holds secrets, wrapping it most of the time.
func hazWrapS(cat, plain, line string, secrets []string) Sample {
	text, format, keep := hazWrap(line, plain)
	for tries := 0; tries < 20 && hazRepeats(text, line, secrets); tries++ {
		text, format, keep = hazWrap(line, plain)
	}
	if hazRepeats(text, line, secrets) {
		text, format, keep = line, plain, nil
	}
	if len(keep) > 0 && hazChance(0.5) {
		return hazS(cat, format, text, secrets, keep...)
	}
	return hazS(cat, format, text, secrets)
}

// hazWrapT builds a trap from an ordinary line.
func hazWrapT(cat, plain, line string) Sample {
	text, format, _ := hazWrap(line, plain)
	return hazT(cat, format, text)
}

// hazRepeats reports whether the surroundings repeat a secret, which would make the
// sample unfair (a secret left in an ordinary line).
func hazRepeats(text, line string, secrets []string) bool {
	for _, s := range secrets {
		if strings.Count(text, s) != strings.Count(line, s) {
			return true
		}
	}
	return false
}
