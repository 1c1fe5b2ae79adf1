package main

// heldout_at*.go: a blind held-out part with the character of property managers, builders,
// real-estate agents and facilities teams. It was written without reading the scrubber's rules
// or any other part's generators: every value comes from the author's knowledge of real
// credential formats and of how people in that trade write.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

type hatBag struct {
	out  []Sample
	ok   bool
	seen map[string]bool
}

// add records a sample; it refuses (and reports false) a sample whose short secret also occurs
// elsewhere in the text, so that a digit code never collides with a date or a unit number.
func (b *hatBag) add(cat, format, text string, secrets []string, keep ...string) {
	b.ok = false
	for _, s := range secrets {
		if s == "" || !strings.Contains(text, s) {
			panic(fmt.Sprintf("heldout-at: secret %q not in text of %s/%s:\n%s", s, cat, format, text))
		}
		if strings.Count(text, s) > 1 && len(s) < 12 {
			return
		}
	}
	for _, k := range keep {
		if !strings.Contains(text, k) {
			panic(fmt.Sprintf("heldout-at: keep %q not in text of %s/%s", k, cat, format))
		}
		for _, s := range secrets {
			if strings.Contains(k, s) || strings.Contains(s, k) {
				return
			}
		}
	}
	if b.seen[text] {
		return
	}
	if b.seen == nil {
		b.seen = map[string]bool{}
	}
	b.seen[text] = true
	if secrets == nil {
		secrets = []string{}
	}
	b.out = append(b.out, Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep})
	b.ok = true
}

func (b *hatBag) trap(cat, format, text string) { b.add(cat, format, text, nil) }

// run calls g until it has added n samples.
func (b *hatBag) run(n int, g func()) {
	target := len(b.out) + n
	for tries := 0; len(b.out) < target; tries++ {
		if tries > n*30 {
			panic("heldout-at: generator keeps refusing its samples")
		}
		g()
	}
}

func hatR(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rng.IntN(len(set))]
	}
	return string(b)
}

func hatP(xs ...string) string { return xs[rng.IntN(len(xs))] }

func hatN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hatHex(n int) string { return hatR(hexs, n) }

func hatDig(n int) string { return hatR("123456789", 1) + hatR(digits, n-1) }

func hatUUID() string {
	return hatHex(8) + "-" + hatHex(4) + "-4" + hatHex(3) + "-" + hatP("8", "9", "a", "b") + hatHex(3) + "-" + hatHex(12)
}

func hatB64(raw []byte) string { return base64.StdEncoding.EncodeToString(raw) }

func hatTime() string { return fmt.Sprintf("%02d:%02d", hatN(7, 21), hatN(0, 59)) }

func hatDate() string { return fmt.Sprintf("2024-%02d-%02d", hatN(1, 12), hatN(1, 28)) }

func hatStamp() string { return hatDate() + "T" + hatTime() + fmt.Sprintf(":%02dZ", hatN(0, 59)) }

var hatNames = []string{"Dana", "Marcus", "Priya", "Sofía", "Jörg", "Aiko", "Wei", "Olu", "Fatima", "Liam",
	"Chloé", "Tomasz", "Ana", "Kenji", "Noura", "Raj", "Ingrid", "Mateo", "Yuki", "Sam", "Bea", "Hamid"}

var hatProps = []string{"Maple Court", "Harbor View Lofts", "Elmwood Terrace", "Riverside Commons", "Oak Hollow",
	"Pinecrest Apartments", "The Meridian", "Cedar Park Townhomes", "Lakeshore Plaza", "Sunset Ridge",
	"Willow Creek", "Bayfront Tower", "Granite Row", "Hillcrest Manor", "Foxglove House", "Juniper Flats"}

var hatStreets = []string{"1420 Alder St", "88 Wharf Rd", "305 N Main St", "17 Rue des Lilas", "Kastanienallee 42",
	"Calle Mayor 9", "ul. Długa 14", "410 Queen St W", "Via Roma 21", "2250 Mission Blvd", "6 Harbour Walk",
	"735 Cypress Ave", "12 Prinsengracht", "Rua Augusta 118"}

var hatVendors = []string{"Apex Plumbing", "CoolAir HVAC", "BrightSpark Electric", "Summit Roofing",
	"ProLock Locksmiths", "Evergreen Landscaping", "Northside Elevator", "Guardian Alarm Co", "ClearView Glass"}

var hatWords = []string{"Maple", "Harbor", "Cedar", "Sunset", "Granite", "Willow", "Falcon", "Copper", "River",
	"Juniper", "Summit", "Orchard", "Lantern", "Pebble", "Bison", "Tulip", "Marble", "Hazel", "Otter", "Comet"}

var hatUsers = []string{"admin", "manager", "facilities", "tech", "installer", "supervisor", "frontdesk", "maint",
	"service", "pmadmin", "leasing", "hvac", "jsmith", "k.ortega", "ops"}

// hatHumanPw is a password a person chose: words, a year or unit number, a symbol.
func hatHumanPw() string {
	w := hatP(hatWords...)
	switch rng.IntN(7) {
	case 0:
		return w + hatP(hatWords...) + fmt.Sprint(hatN(10, 99)) + hatP("!", "#", "$", "*")
	case 1:
		return hatP("Spring", "Summer", "Autumn", "Winter") + fmt.Sprint(hatN(2019, 2025)) + hatP("!", "#", "@", "$")
	case 2:
		return strings.NewReplacer("a", "@", "o", "0", "e", "3").Replace(w) + hatP("View", "Park", "Court", "Gate") + fmt.Sprint(hatN(1, 999))
	case 3:
		return w + hatP("#", "&", "*") + fmt.Sprint(hatN(100, 9999)) + strings.ToLower(hatP(hatWords...))
	case 4:
		return strings.ToLower(w) + "-" + strings.ToLower(hatP(hatWords...)) + "-" + strings.ToLower(hatP(hatWords...)) + fmt.Sprint(hatN(1, 99))
	case 5:
		return w + fmt.Sprint(hatN(1, 9)) + hatP("B", "C", "D") + hatP("!", "%", "^") + hatR(digits, 2)
	default:
		return hatR(upper, 1) + hatR(lower, hatN(4, 6)) + hatP("@", "#", "!") + hatR(digits, 4)
	}
}

// hatRandPw is a generated password, as a password manager would make it.
func hatRandPw() string {
	for {
		p := hatR(alnum+"!#$%&*@^+=", hatN(12, 22))
		if strings.ContainsAny(p, digits) && strings.ContainsAny(p, lower) && strings.ContainsAny(p, upper) {
			return p
		}
	}
}

func hatPw() string {
	if rng.IntN(2) == 0 {
		return hatHumanPw()
	}
	return hatRandPw()
}

func heldoutAT() []Sample {
	b := &hatBag{}
	hatShapes(b)
	hatProse(b)
	hatTenancy(b)
	hatConfigs(b)
	hatVendorKeys(b)
	hatTrapsPlace(b)
	hatTrapsTech(b)
	return b.out
}
