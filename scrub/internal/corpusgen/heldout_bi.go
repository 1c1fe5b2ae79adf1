package main

// heldout_bi*.go is a blind held-out part with a public-sector and humanitarian flavour:
// municipal IT, tax and benefits, courts and police records, elections staff, public
// libraries, field teams of aid organisations (KoboToolbox, ODK, DHIS2, CommCare), donor
// platforms, satellite phones and field Wi-Fi, procurement handovers, FOIA and audits.
// It was written without reading the scrubber's rules and without running the scrubber.

import (
	"fmt"
	"strings"
)

func heldoutBI() []Sample {
	var out []Sample
	out = append(out, hbiShapes()...)
	out = append(out, hbiProse()...)
	out = append(out, hbiConfigs()...)
	out = append(out, hbiCode()...)
	out = append(out, hbiTraps()...)
	out = append(out, hbiTraps2()...)
	for i, s := range out {
		for _, sec := range s.Secrets {
			if sec == "" || !strings.Contains(s.Text, sec) {
				panic(fmt.Sprintf("heldout-bi sample %d (%s): secret %q not in text %q", i, s.Category, sec, s.Text))
			}
			for _, k := range s.Keep {
				if strings.Contains(k, sec) || strings.Contains(sec, k) {
					panic(fmt.Sprintf("heldout-bi sample %d: keep %q overlaps secret %q", i, k, sec))
				}
			}
		}
		for _, k := range s.Keep {
			if k == "" || !strings.Contains(s.Text, k) {
				panic(fmt.Sprintf("heldout-bi sample %d: keep %q not in text", i, k))
			}
		}
	}
	return out
}

// hbiRnd draws n characters of set.
func hbiRnd(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rng.IntN(len(set))]
	}
	return string(b)
}

func hbiPick(xs ...string) string { return xs[rng.IntN(len(xs))] }

func hbiPickL(xs []string) string { return xs[rng.IntN(len(xs))] }

func hbiIn(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hbiChance(p float64) bool { return rng.Float64() < p }

func hbiN(n int, f func() Sample) []Sample {
	out := make([]Sample, 0, n)
	for tries := 0; len(out) < n; tries++ {
		s := f()
		if !hbiFair(s) || (hbiSeen[s.Text] && tries < 40*n) {
			continue
		}
		hbiSeen[s.Text] = true
		out = append(out, s)
	}
	return out
}

// hbiSeen holds the texts written so far, so a generator rarely repeats itself.
var hbiSeen = map[string]bool{}

// hbiFair rejects a sample whose short secret also shows up elsewhere in the text (a PIN
// inside a ticket number), which no scrubber could be asked to remove.
func hbiFair(s Sample) bool {
	for _, sec := range s.Secrets {
		if len(sec) < 14 && strings.Count(s.Text, sec) != 1 {
			return false
		}
	}
	return true
}

// hbiS builds a sample; with no secrets it is a trap.
func hbiS(cat, format, text string, secrets ...string) Sample {
	if secrets == nil {
		secrets = []string{}
	}
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets}
}

// hbiK adds keep lines to a sample (only those that are non-empty).
func hbiK(s Sample, keep ...string) Sample {
	for _, k := range keep {
		if k != "" {
			s.Keep = append(s.Keep, k)
		}
	}
	return s
}

var hbiFirst = []string{"Amina", "Tomás", "Priya", "Kwame", "Olena", "Fatima", "Jonas", "Mei", "Diego",
	"Sipho", "Hannah", "Yusuf", "Ingrid", "Carlos", "Nadia", "Oluwaseun", "Leila", "Mateo", "Anja",
	"Raj", "Grace", "Pierre", "Sofía", "Tariq", "Elif", "Bongani", "Marta", "Kenji", "Chidi", "Aroha",
	"Wanjiru", "Dmitri", "Aisha", "Hugo", "Nomvula", "Samir", "Lucía", "Thabo", "Ewa", "Joseph"}

var hbiLast = []string{"Okafor", "Mensah", "Kowalczuk", "Haddad", "Nguyen", "Fernández", "Schmidt",
	"Mwangi", "Iyer", "Petrov", "Dlamini", "Costa", "Rahman", "O'Neill", "Tanaka", "Abebe", "Moreau",
	"Lindqvist", "Achieng", "Yilmaz"}

var hbiUsers = []string{"admin", "administrator", "root", "field01", "enumerator3", "kobo_admin",
	"dhis_admin", "clerk.jdoe", "m.okafor", "sysadmin", "elections-ops", "library", "frontdesk",
	"odk-collect", "procurement", "finance.ro", "ict.support", "supervisor", "wash_team", "registry",
	"cashier2", "tax-batch", "svc_benefits", "court_clerk", "records", "guest-admin", "ubnt", "manager"}

var hbiDevices = []string{"router", "Starlink router", "field router", "BGAN terminal", "Iridium GO!",
	"Thuraya hotspot", "NAS", "front-desk printer", "CCTV recorder", "UPS web console", "Fortigate",
	"UniFi controller", "MikroTik", "VSAT modem", "4G MiFi", "library kiosk", "Koha staff client",
	"election results laptop", "server room switch", "DHIS2 instance", "Kobo server", "ODK Central",
	"CommCare mobile worker", "shared procurement mailbox", "VPN", "SharePoint site", "tax portal test account"}

var hbiOrgs = []string{"Riverside Municipal IT", "City of Eastbrook", "County Clerk's Office",
	"Regional Tax Authority", "Benefits Service Centre", "District Court registry", "Central Public Library",
	"WASH cluster", "Gulu field office", "Cox's Bazar sub-office", "Mopti base", "Board of Elections",
	"Ministry of Health HMIS unit", "Police Records Bureau", "Procurement Unit", "Grants Office",
	"Mairie de Saint-Aubin", "Stadtverwaltung Lindau", "Ayuntamiento de Alcira", "Dadaab field hub"}

var hbiHosts = []string{"kobo.field-ngo.org", "kf.relief-intl.example", "dhis2.moh.example.gov",
	"odk.ngo-data.org", "vpn.eastbrook.gov", "mail.countyclerk.example.gov", "db01.courts.internal",
	"tax-portal.example.gov", "benefits-api.city.example", "koha.library.example.org",
	"results.elections.example.gov", "commcare.ngo.example", "sftp.grants.example.org",
	"pg-hmis.internal", "records-db.police.local", "10.20.0.15", "192.168.88.10", "172.16.4.22"}

// hbiWho is a display name for chats.
func hbiWho() string { return strings.ToLower(hbiPickL(hbiFirst)) }

func hbiTime() string { return fmt.Sprintf("%02d:%02d", hbiIn(7, 19), hbiIn(0, 59)) }

func hbiDate() string {
	return fmt.Sprintf("20%d-%02d-%02d", hbiIn(21, 25), hbiIn(1, 12), hbiIn(1, 28))
}

func hbiFullName() string { return hbiPickL(hbiFirst) + " " + hbiPickL(hbiLast) }

var hbiReplies = []string{"thanks, got it", "ok, will update the tracker after the 2pm call",
	"noted, deleting this message later", "merci, c'est bon", "gracias!", "received, logging in now",
	"can you also send the SOP for the handover?", "works, the sync finished", "asante sana",
	"danke, läuft", "thanks - I'll move it into the vault today", "great, closing the ticket"}

var hbiNoteLines = []string{"Next meeting moved to Thursday 10:00", "Budget line 4.2 approved by the donor",
	"Enumerators start training on Monday", "Printer on floor 2 is still broken", "Generator fuel ordered",
	"FOIA request 2024-117 due next week", "Audit fieldwork starts on the 14th",
	"Polling station list v3 sent to the printer", "Library reopens Saturday after the flood repairs",
	"Data cleaning of round 2 is 80% done", "Vehicle log books to be submitted by Friday",
	"Cash distribution postponed due to rain"}

// hbiWrap places a core snippet in a random everyday surrounding. It returns the text, a
// format label and an ordinary line (may be empty) that should survive.
func hbiWrap(core string) (string, string, string) {
	multi := strings.Contains(core, "\n")
	switch rng.IntN(9) {
	case 0:
		r := hbiPickL(hbiReplies)
		if multi {
			return fmt.Sprintf("[%s] %s: here you go\n```\n%s\n```\n[%s] %s: %s", hbiTime(), hbiWho(), core, hbiTime(), hbiWho(), r), "chat", r
		}
		return fmt.Sprintf("[%s] %s: %s\n[%s] %s: %s", hbiTime(), hbiWho(), core, hbiTime(), hbiWho(), r), "chat", r
	case 1:
		closing := hbiPick("Please confirm receipt by Friday.", "Let me know if anything is unclear.", "Call me on the landline if the portal is down.")
		return fmt.Sprintf("Subject: %s\n\nHi %s,\n\n%s\n\n%s\n\nBest regards,\n%s\n%s", hbiPick("Handover", "Access for the new starter", "Re: field setup", "Fwd: credentials", "Accounts for the audit"),
			hbiPickL(hbiFirst), core, closing, hbiFullName(), hbiPickL(hbiOrgs)), "email", closing
	case 2:
		sum := hbiPick("Field laptop cannot sync forms", "New staff onboarding - ICT accounts", "Polling station tablets setup",
			"Library self-checkout kiosk offline", "Benefits portal test environment", "Records system migration")
		return fmt.Sprintf("Ticket INC-%06d: %s\nPriority: P%d\nReporter: %s\n\n%s", hbiIn(10000, 999999), sum, hbiIn(1, 4), hbiFullName(), core), "ticket", sum
	case 3:
		i := rng.IntN(len(hbiNoteLines))
		n, n2 := hbiNoteLines[i], hbiNoteLines[(i+1+rng.IntN(len(hbiNoteLines)-1))%len(hbiNoteLines)]
		return fmt.Sprintf("Meeting notes %s (%s)\n- %s\n- %s\n- %s", hbiDate(), hbiPickL(hbiOrgs), n, strings.ReplaceAll(core, "\n", "\n  "), n2), "notes", n
	case 4:
		step := hbiPick("Verify the tablet shows the green sync icon.", "Log the change in the register.", "Restart the service and check the logs.")
		return fmt.Sprintf("## Step %d\n\n%s\n\n%s", hbiIn(2, 9), core, step), "runbook", step
	default:
		return core, "note", ""
	}
}

// hbiWrapS wraps core and returns a sample with the given secrets, keeping the ordinary line
// about a third of the time.
func hbiWrapS(cat, core string, secrets ...string) Sample {
	text, format, keep := hbiWrap(core)
	s := hbiS(cat, format, text, secrets...)
	if keep != "" && hbiChance(0.35) {
		s = hbiK(s, keep)
	}
	return s
}
