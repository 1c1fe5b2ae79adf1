// Blind held-out corpus part heldout-by: healthcare IT (hospitals, clinics, labs, pharmacies and
// their vendors: EHRs, PACS/DICOM, HL7/FHIR interfaces, lab instruments, e-prescribing, medical
// device service logins, nurse stations, on-call handovers, vendor remote support, HIPAA incident
// reports, patient portals), plus variants of four shapes: Discord bot tokens, "login is user / pw"
// prose, keys split over two lines and service-account private_key_id values in prose.
//
// It was written without reading the scrubber's rules, its tests or any other corpus part.
package main

import (
	"fmt"
	"strings"
)

// hbyT is one template and how many samples it contributes.
type hbyT struct {
	n int
	f func() Sample
}

// hbyS builds a sample with secrets; hbyTrap builds a trap.
func hbyS(cat, format, text string, secrets []string, keep ...string) Sample {
	if secrets == nil {
		secrets = []string{}
	}
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func hbyTrap(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func hbyOverlap(text, a, b string) bool {
	for i := 0; i+len(a) <= len(text); i++ {
		if !strings.HasPrefix(text[i:], a) {
			continue
		}
		for j := 0; j+len(b) <= len(text); j++ {
			if strings.HasPrefix(text[j:], b) && i < j+len(b) && j < i+len(a) {
				return true
			}
		}
	}
	return false
}

func hbyCheck(s Sample) {
	if s.Secrets == nil {
		panic("heldout-by: nil secrets in " + s.Category)
	}
	for _, x := range s.Secrets {
		if x == "" || !strings.Contains(s.Text, x) {
			panic(fmt.Sprintf("heldout-by: secret %q not in text (%s)", x, s.Category))
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-by: keep %q not in text (%s)", k, s.Category))
		}
		for _, x := range s.Secrets {
			if hbyOverlap(s.Text, k, x) {
				panic(fmt.Sprintf("heldout-by: keep %q overlaps secret %q (%s)", k, x, s.Category))
			}
		}
	}
	if len(s.Secrets) == 0 && len(s.Keep) > 0 {
		panic("heldout-by: trap with keep in " + s.Category)
	}
}

func heldoutBY() []Sample {
	var groups [][]hbyT
	groups = append(groups, hbyEHRGens, hbyIfaceGens, hbyFloorGens, hbyVendorGens, hbyShapeGens,
		hbyTrapGens, hbyTrapGens2)
	var out []Sample
	for _, g := range groups {
		for _, t := range g {
			for i := 0; i < t.n; i++ {
				s := t.f()
				hbyCheck(s)
				out = append(out, s)
			}
		}
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}
