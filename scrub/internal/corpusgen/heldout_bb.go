package main

// heldout_bb*.go: a held-out part written blind (the scrubber's rules were never read and
// the scrubber was never run while writing it). Its texts lean towards sports clubs, gyms,
// leisure centres, venues, ticketing and festivals: booking systems, box offices,
// turnstiles, sound desks, volunteers' group chats and membership spreadsheets.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func heldoutBB() []Sample {
	var out []Sample
	add := func(xs []Sample) { out = append(out, xs...) }
	// the four shapes the part must cover in depth
	add(hbbDiscordSamples(30))
	add(hbbLoginPairSamples(36))
	add(hbbSplitKeySamples(30))
	add(hbbKeyIDSamples(28))
	// everything else a person might paste
	add(hbbProsePwSamples(36))
	add(hbbCodeSamples(30))
	add(hbbCloudSamples(20))
	add(hbbGitTokenSamples(12))
	add(hbbChatTokenSamples(15))
	add(hbbPaymentSamples(15))
	add(hbbSaaSSamples(25))
	add(hbbJWTSamples(8))
	add(hbbPEMSamples(10))
	add(hbbDBURLSamples(18))
	add(hbbBasicAuthSamples(12))
	add(hbbEnvK8sSamples(20))
	add(hbbCodeLogSamples(25))
	// traps
	add(hbbTrapIDs(60))
	add(hbbTrapVenue(60))
	add(hbbTrapTalk(55))
	add(hbbTrapPublic(45))
	add(hbbTrapPlaceholders(45))
	add(hbbTrapCode(40))
	add(hbbTrapMisc(40))
	// a trap drawn twice from the same template gets a sender line and a chat line so
	// that every text in the part is different
	seen := map[string]bool{}
	for i := range out {
		for seen[out[i].Text] && len(out[i].Secrets) == 0 {
			out[i].Text = fmt.Sprintf("%s (%s):\n%s\n%s", hbbL(hbbNames), hbbTime()[:5], out[i].Text, hbbL(hbbChatter))
		}
		seen[out[i].Text] = true
	}
	return out
}

// ---- small helpers ----

func hbbR(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rng.IntN(len(set))]
	}
	return string(b)
}

func hbbN(lo, hi int) int       { return lo + rng.IntN(hi-lo+1) }
func hbbP(xs ...string) string  { return xs[rng.IntN(len(xs))] }
func hbbL(xs []string) string   { return xs[rng.IntN(len(xs))] }
func hbbC(p float64) bool       { return rng.Float64() < p }
func hbbHex(n int) string       { return hbbR(hexs, n) }
func hbbUHex(n int) string      { return strings.ToUpper(hbbR(hexs, n)) }
func hbbDigits(n int) string    { return string(rune('1'+rng.IntN(9))) + hbbR(digits, n-1) }
func hbbB64(b []byte) string    { return base64.StdEncoding.EncodeToString(b) }
func hbbB64s(s string) string   { return hbbB64([]byte(s)) }
func hbbRawURL(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func hbbSec(cat, format, text string, secrets ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets}
}

func hbbTrap(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

// hbbAround may put ordinary lines before and after a text. It returns the new text and
// the lines it added, which a caller may list as Keep.
func hbbAround(text string) (string, []string) {
	a := hbbL(hbbChatter)
	b := hbbL(hbbChatter)
	for b == a {
		b = hbbL(hbbChatter)
	}
	switch rng.IntN(6) {
	case 0, 1, 2:
		return text, nil
	case 3:
		return a + "\n" + text, []string{a}
	case 4:
		return text + "\n" + b, []string{b}
	default:
		return a + "\n" + text + "\n" + b, []string{a, b}
	}
}

// hbbWrapSec builds a secret sample, sometimes with ordinary lines around it (kept).
func hbbWrapSec(cat, format, text string, secrets ...string) Sample {
	t, keep := hbbAround(text)
	s := hbbSec(cat, format, t, secrets...)
	if len(keep) > 0 && hbbC(0.6) {
		s.Keep = keep
	}
	return s
}

// hbbWrapTrap builds a trap, sometimes with ordinary lines around it.
func hbbWrapTrap(cat, format, text string) Sample {
	t, _ := hbbAround(text)
	return hbbTrap(cat, format, t)
}

// ---- vocabulary ----

var hbbChatter = []string{
	"Doors 19:00, support on at 19:45, headliner at 21:00.",
	"Reminder: the U11s kit wash rota is on the fridge in the clubhouse.",
	"Bar float of £150 counted and signed off by Dev.",
	"Gate C stays shut until the away coaches arrive.",
	"The 07:15 spin class has moved to studio 2 this week.",
	"Please log any first aid incidents in the red book at reception.",
	"Overflow parking on the top field opens at 10am.",
	"Stage manager tonight is Siobhan, radio channel 4.",
	"Cloakroom closes 30 minutes before curfew.",
	"Thanks again to everyone volunteering on Saturday!",
	"Soundcheck 16:30, drums first, then keys.",
	"Pool is closed 12:00-14:00 for the gala set-up.",
	"The AGM is on 14 March in the function room.",
	"Wristbands are in the blue crate under the desk.",
	"Floodlights are on the timer until 21:30.",
	"Shout if the scanners start playing up again.",
	"Bring your hi-vis for stewarding, it's going to be dark by 5.",
	"Any issues, ring the duty manager on the desk phone.",
	"The card machine needs charging overnight.",
	"Raffle tickets are £1 each or 6 for £5.",
	"Minibus leaves the car park at 8 sharp for the away game.",
	"Merch stand needs two more people from 20:00.",
	"Lost property goes in the box behind the bar.",
	"Tea urn in the pavilion is broken again, bring flasks.",
	"Junior parkrun marshals please arrive by 8:40.",
	"Court 4 nets have been replaced.",
	"Festival site crew briefing at the production office, 09:30.",
	"Kick-off moved to 15:00 because of the cup tie.",
	"Volunteers: free hot food voucher at the end of your shift.",
	"Next committee meeting: first Tuesday of the month.",
}

var hbbNames = []string{
	"Priya", "Tomasz", "Siobhan", "Kwame", "Mei", "Jonas", "Aoife", "Raúl", "Fatima", "Dev",
	"Hannah", "Olu", "Luca", "Inês", "Grzegorz", "Sven", "Yuki", "Chloé", "Marek", "Niamh",
	"Amara", "Bogdan", "Carys", "Diego", "Ewa", "Farah", "Gareth", "Hiroshi", "Ifeoma", "Jordi",
}

var hbbVenues = []string{
	"Harbour Lane Arena", "Millbrook Leisure Centre", "St Aldric's RFC", "Northgate Athletic FC",
	"Riverside Tennis Club", "Blackwater Boxing Gym", "The Foundry", "Lakeside Festival",
	"Eastfield Swimming Club", "Copperworks Climbing Wall", "Old Mill Cricket Club",
	"The Lantern Rooms", "Hollybank Netball League", "Southport Velodrome", "Brookvale Golf Club",
}

var hbbSystems = []string{
	"box office PC", "turnstile controller", "door-list app", "sound desk", "lighting console",
	"Wi-Fi controller", "CCTV recorder", "ClubSpark admin", "Mindbody staff account",
	"Glofox dashboard", "Eventbrite organiser account", "See Tickets portal", "scanner tablet",
	"streaming encoder", "scoreboard PC", "EPOS till", "members spreadsheet", "router",
	"access control panel", "Veo camera account",
}

var hbbUsers = []string{
	"admin", "boxoffice", "frontdesk", "engineer", "steward", "reception", "manager", "tech",
	"ops", "coach", "membership", "kiosk", "foh", "lx", "root", "volunteer", "treasurer",
}

var hbbPwWords = []string{
	"Gunners", "Wembley", "Encore", "Bassline", "Penalty", "Matchday", "Offside", "Turnstile",
	"Headliner", "Moshpit", "Scrum", "Netball", "Spinclass", "Deadlift", "Backstage",
	"Soundcheck", "Kickoff", "Fixture", "Goalpost", "Wristband", "Treble", "Subwoofer", "Roadie",
	"Hattrick", "Striker", "Tigers", "Rovers", "Wanderers", "Harriers", "Marathon", "Paddock",
	"Grandstand", "Setlist", "Marquee", "Velodrome", "Lineout", "Bullseye", "Dropkick",
	"Freestyle", "Butterfly", "Tiebreak", "Ace", "Volley", "Mosh", "Amplifier", "Crowdsurf",
}

var hbbHosts = []string{
	"boxoffice-01.local", "10.20.0.15", "192.168.10.2", "turnstile-gate3.venue.lan",
	"db.clubhub.internal", "mysql.harbourlane.org.uk", "172.16.4.20", "nas.foundry.lan",
	"members-db.eu-west-2.rds.amazonaws.com", "pg.lakeside-fest.net", "10.0.40.11",
}

// ---- value generators ----

func hbbHumanPw() string {
	w := hbbL(hbbPwWords)
	w2 := hbbL(hbbPwWords)
	sym := hbbP("!", "@", "#", "$", "%", "&", "*", "?", "!!", "_", ".")
	year := hbbP("2019", "2021", "2022", "2023", "2024", "2025", "1878", "1886", "1905", "99", "07")
	switch rng.IntN(7) {
	case 0:
		return w + year + sym
	case 1:
		return w + sym + hbbR(digits, 2)
	case 2:
		return strings.ToLower(w) + "_" + w2 + hbbR(digits, 3)
	case 3:
		r := strings.NewReplacer("a", "@", "o", "0", "e", "3", "i", "1", "s", "$")
		return r.Replace(w) + hbbR(digits, 2) + "!"
	case 4:
		return w + w2 + hbbR(digits, 3)
	case 5:
		return sym[:1] + w + hbbR(digits, 4)
	default:
		return strings.ToUpper(w[:1]) + strings.ToLower(w[1:]) + "-" + strings.ToLower(w2) + "-" + hbbR(digits, 2)
	}
}

// hbbRandPw is a generated password; its characters are safe inside quotes, YAML and JSON.
func hbbRandPw() string {
	p := hbbR(alnum, 2) + hbbR(alnum+"!#%*-_=+.?", hbbN(10, 18))
	return p + hbbR(digits, 1)
}

// hbbURLPw is a password safe in a URL and in an unquoted shell word.
func hbbURLPw() string {
	if hbbC(0.5) {
		return hbbR(alnum, hbbN(14, 24))
	}
	w := hbbL(hbbPwWords)
	return w + hbbP("-", "_", ".") + hbbR(alnum, 4) + hbbR(digits, 2)
}

func hbbAnyPw() string {
	if hbbC(0.55) {
		return hbbHumanPw()
	}
	return hbbRandPw()
}

func hbbDiscordTok() string {
	id := hbbDigits(hbbN(17, 19))
	tail := 27
	if hbbC(0.5) {
		tail = 38
	}
	return base64.RawStdEncoding.EncodeToString([]byte(id)) + "." + hbbR(alnum, 1) + hbbR(b64url, 5) + "." + hbbR(b64url, tail)
}

func hbbStripeSecret() string {
	return hbbP("sk_live_", "rk_live_") + "51" + hbbR(alnum, 22) + hbbR(alnum, hbbN(30, 75))
}

func hbbGitHubPAT() string {
	if hbbC(0.5) {
		return "ghp_" + hbbR(alnum, 36)
	}
	return "github_pat_11" + hbbR(upper+digits, 20) + "_" + hbbR(alnum, 59)
}

func hbbSendGrid() string { return "SG." + hbbR(b64url, 22) + "." + hbbR(b64url, 43) }

func hbbAzureKey() string { return hbbB64([]byte(hbbR(alnum, 64))) }

func hbbSlackBot() string {
	return "xoxb-" + hbbDigits(12) + "-" + hbbDigits(13) + "-" + hbbR(alnum, 24)
}

func hbbTelegram() string {
	return hbbDigits(10) + ":AA" + hbbR(b64url, 33)
}

func hbbLongToken() string {
	switch rng.IntN(6) {
	case 0:
		return hbbStripeSecret()
	case 1:
		return "github_pat_11" + hbbR(upper+digits, 20) + "_" + hbbR(alnum, 59)
	case 2:
		return hbbSendGrid()
	case 3:
		return hbbAzureKey()
	case 4:
		return hbbDiscordTok() + hbbR(b64url, 6)
	default:
		return hbbHex(64)
	}
}

func hbbJWT() string {
	h := hbbRawURL(`{"alg":"` + hbbP("HS256", "RS256", "ES256") + `","typ":"JWT"}`)
	iat := 1700000000 + rng.IntN(60000000)
	p := hbbRawURL(fmt.Sprintf(`{"sub":"%s","name":"%s","role":"%s","iat":%d,"exp":%d}`,
		hbbDigits(7), hbbL(hbbNames), hbbP("staff", "member", "scanner", "admin"), iat, iat+86400))
	return h + "." + p + "." + hbbR(b64url, 43)
}

func hbbEmail() string {
	n := strings.ToLower(hbbP("priya", "tom", "siobhan", "kwame", "mei", "jonas", "aoife", "dev", "hannah", "luca"))
	d := hbbP("harbourlane.org.uk", "millbrooklc.co.uk", "staldrics-rfc.com", "thefoundry.live", "lakesidefest.org", "northgateafc.club")
	return n + "." + hbbP("ops", "boxoffice", "admin", "members", "tickets") + "@" + d
}

func hbbPEMBody(n int) []string {
	lines := make([]string, n)
	for i := range lines {
		lines[i] = hbbR(alnum+"+/", 64)
	}
	lines[n-1] = hbbR(alnum+"+/", hbbN(20, 60)) + hbbP("", "=", "==")
	return lines
}

func hbbDate() string {
	return fmt.Sprintf("2024-%02d-%02d", hbbN(1, 12), hbbN(1, 28))
}

func hbbTime() string { return fmt.Sprintf("%02d:%02d:%02d", hbbN(0, 23), hbbN(0, 59), hbbN(0, 59)) }

func hbbStamp() string { return hbbDate() + "T" + hbbTime() + "Z" }

func hbbUUID() string {
	return hbbHex(8) + "-" + hbbHex(4) + "-4" + hbbHex(3) + "-" + hbbP("8", "9", "a", "b") + hbbHex(3) + "-" + hbbHex(12)
}
