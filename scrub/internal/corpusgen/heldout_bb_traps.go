package main

// heldout_bb_traps.go: traps of identifiers and of venue life: commit ids, checksums,
// request ids, digests, order and ticket numbers, seats, barcodes, membership numbers,
// fixtures, set lists, wristbands, gates; and talk about passwords with no password in it.

import (
	"fmt"
	"strings"
)

func hbbTrapIDs(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		sha := hbbHex(40)
		name := hbbL(hbbNames)
		var t, f string
		switch i % 15 {
		case 0:
			t, f = fmt.Sprintf("Deployed doorlist-app %s (%s) to prod at %s.", sha[:7], sha, hbbTime()[:5]), "chat"
		case 1:
			t, f = fmt.Sprintf("$ sha256sum turnstile-fw-2.4.1.bin\n%s  turnstile-fw-2.4.1.bin", hbbHex(64)), "shell"
		case 2:
			t, f = fmt.Sprintf("Eventbrite support asked for the request ID: %s", hbbUUID()), "chat"
		case 3:
			t, f = fmt.Sprintf("Build #%d (%s) passed in 4m12s — fixtures-bot v1.%d.%d", hbbN(100, 4000), hbbHex(12), hbbN(0, 9), hbbN(0, 30)), "ci"
		case 4:
			t, f = fmt.Sprintf("image: ghcr.io/northgate-afc/fixtures-bot@sha256:%s\nrestart: unless-stopped", hbbHex(64)), "compose"
		case 5:
			t, f = fmt.Sprintf("commit %s\nAuthor: %s <%s>\nDate:   Sat Jul 13 18:02:11 2024 +0100\n\n    Fix gate count rounding on the capacity screen", sha, name, hbbEmail()), "git"
		case 6:
			t, f = fmt.Sprintf("%s INFO http: GET /api/occupancy 200 12ms x-request-id=%s", hbbStamp(), hbbHex(32)), "log"
		case 7:
			t, f = fmt.Sprintf("Refund for payment pi_%s issued (charge ch_%s), customer notified.", hbbR(alnum, 24), hbbR(alnum, 24)), "notes"
		case 8:
			t, f = fmt.Sprintf("Cloudflare error 522, Ray ID: %s • %s UTC", hbbHex(16), hbbTime()), "chat"
		case 9:
			t, f = fmt.Sprintf("MD5 of the poster PDF the printer has: %s — matches ours.", hbbHex(32)), "email"
		case 10:
			t, f = fmt.Sprintf("Sentry issue BOXOFFICE-%d, event %s, first seen %s", hbbN(10, 400), hbbHex(32), hbbDate()), "ticket"
		case 11:
			t, f = fmt.Sprintf("trace_id=%s span_id=%s service=scanner-api duration_ms=%d", hbbHex(32), hbbHex(16), hbbN(3, 900)), "log"
		case 12:
			t, f = fmt.Sprintf("\"node_modules/qrcode\": {\n  \"version\": \"1.5.%d\",\n  \"resolved\": \"https://registry.npmjs.org/qrcode/-/qrcode-1.5.3.tgz\",\n  \"integrity\": \"sha512-%s==\"\n}", hbbN(0, 4), hbbR(alnum+"+/", 86)), "json"
		case 13:
			t, f = fmt.Sprintf("HTTP/1.1 304 Not Modified\nETag: W/\"%s\"\nCache-Control: max-age=300", hbbHex(20)), "http"
		default:
			t, f = fmt.Sprintf("Merged PR #%d into main (%s). Release v2.%d.0 tagged.", hbbN(10, 500), sha[:12], hbbN(1, 20)), "chat"
		}
		out = append(out, hbbWrapTrap("trap-id", f, t))
	}
	return out
}

var hbbSongs = []string{
	"Intro (tape)", "Northern Lights", "Paper Crowns", "Floodlit", "Last Orders", "Blue Smoke",
	"Harbour Song", "Kick Drum Heart", "Encore Blues", "Static", "Riverside", "The Long Walk Home",
	"Copper Sky", "Volunteers", "Ninety Minutes", "Afterglow",
}

var hbbTeams = []string{
	"Northgate AFC", "Brookvale Rovers", "St Aldric's RFC", "Old Mill CC", "Eastfield Harriers",
	"Millbrook Tigers", "Riverside Wanderers", "Harbour Lane Hawks",
}

func hbbTrapVenue(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		h, a := hbbL(hbbTeams), hbbL(hbbTeams)
		for a == h {
			a = hbbL(hbbTeams)
		}
		var t, f string
		switch i % 18 {
		case 0:
			t, f = fmt.Sprintf("Order %s: 2 x General Admission (Standing), delivered as e-tickets.", hbbDigits(10)), "email"
		case 1:
			t, f = fmt.Sprintf("Your seats: Block %d, Row %s, Seats %d–%d. Gates open 17:30, please use Gate %d.", hbbN(101, 130), hbbP("A", "F", "K", "P", "T", "AA"), hbbN(1, 20), hbbN(21, 30), hbbN(1, 12)), "email"
		case 2:
			t, f = fmt.Sprintf("Barcode on the programme: %s (EAN-13), price £%d.00", "50"+hbbR(digits, 11), hbbN(3, 6)), "notes"
		case 3:
			t, f = fmt.Sprintf("Membership no. MBR-%06d, renews %02d/09/2025, category: Family", hbbN(1, 99999), hbbN(1, 28)), "notes"
		case 4:
			t, f = fmt.Sprintf("Fixtures\nSat %d Sep  %s v %s  15:00 (H)\nSat %d Sep  %s v %s  14:30 (A)\nLast week: %s %d-%d %s", hbbN(1, 14), h, a, hbbN(15, 28), a, h, h, hbbN(0, 5), hbbN(0, 5), a), "notes"
		case 5:
			k := hbbN(8, 12)
			var sl []string
			for j := 0; j < k && j < len(hbbSongs); j++ {
				sl = append(sl, fmt.Sprintf("%d. %s", j+1, hbbSongs[(j+i)%len(hbbSongs)]))
			}
			t, f = "Setlist (The Copper Kettles, main stage 21:00)\n"+strings.Join(sl, "\n")+"\n— encore —\nHarbour Song", "notes"
		case 6:
			t, f = fmt.Sprintf("Wristband UID 04:%s:%s:%s:%s:%s:%s scanned at Gate %d, %s", hbbUHex(2), hbbUHex(2), hbbUHex(2), hbbUHex(2), hbbUHex(2), hbbUHex(2), hbbN(1, 8), hbbTime()), "log"
		case 7:
			t, f = fmt.Sprintf("Ticketmaster order # %d-%05d/LON — 4 tickets, Section %s", hbbN(10, 99), hbbN(0, 99999), hbbP("A", "B", "C", "Floor")), "chat"
		case 8:
			t, f = fmt.Sprintf("Booking ref %s-%s for court %d, %s 18:00–19:00", hbbR(upper+digits, 4), hbbR(upper+digits, 4), hbbN(1, 8), hbbDate()), "chat"
		case 9:
			t, f = fmt.Sprintf("| Court | 17:00 | 18:00 | 19:00 |\n|---|---|---|---|\n| 1 | %s | %s | free |\n| 2 | coaching | %s | %s |", hbbL(hbbNames), hbbL(hbbNames), hbbL(hbbNames), hbbL(hbbNames)), "markdown"
		case 10:
			t, f = fmt.Sprintf("Timetable Monday\n06:30 HIIT (Studio 1)\n07:15 Spin (Studio 2)\n12:15 Pilates\n18:30 Boxfit — coach %s", hbbL(hbbNames)), "notes"
		case 11:
			t, f = fmt.Sprintf("Full time: %s %d – %d %s. Tries: %s 2, %s 1. Attendance %d.", h, hbbN(3, 40), hbbN(3, 40), a, hbbL(hbbNames), hbbL(hbbNames), hbbN(200, 4000)), "chat"
		case 12:
			t, f = fmt.Sprintf("event_id,date,sold,capacity\n%s,%s,%d,1200\n%s,%s,%d,1200", hbbDigits(12), hbbDate(), hbbN(100, 1200), hbbDigits(12), hbbDate(), hbbN(100, 1200)), "csv"
		case 13:
			t, f = fmt.Sprintf("Einlass ab 18 Uhr, Tor %d, Block C, Reihe %d, Platz %d. Bitte Ticket und Ausweis bereithalten.", hbbN(1, 9), hbbN(1, 30), hbbN(1, 40)), "email-de"
		case 14:
			t, f = fmt.Sprintf("座席: アリーナ %s ブロック %d列 %d番（開場 17:00 / 開演 18:00）", hbbP("A", "B", "C"), hbbN(1, 40), hbbN(1, 60)), "email-ja"
		case 15:
			t, f = fmt.Sprintf("Jornada %d: %s - %s, domingo a las 12:00, campo %d. Resultado anterior 3-2.", hbbN(1, 30), h, a, hbbN(1, 4)), "chat-es"
		case 16:
			t, f = fmt.Sprintf("Lost property #%d: black North Face jacket, found Row %s near Gate %d, %s", hbbN(1, 300), hbbP("D", "M", "Q"), hbbN(1, 10), hbbDate()), "notes"
		default:
			t, f = fmt.Sprintf("Season ticket %s-%s, seat %s%d, valid %s to 2025-05-31", hbbP("ST24", "ST25"), hbbDigits(6), hbbP("N", "S", "E", "W"), hbbN(100, 999), hbbDate()), "notes"
		}
		out = append(out, hbbWrapTrap("trap-venue", f, t))
	}
	return out
}

func hbbTrapTalk(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		sys := hbbL(hbbSystems)
		name := hbbL(hbbNames)
		user := hbbL(hbbUsers)
		var t, f string
		switch i % 26 {
		case 0:
			t, f = fmt.Sprintf("The password policy for the %s requires 12 characters and at least one symbol.", sys), "notes"
		case 1:
			t, f = fmt.Sprintf("I reset the %s password, check your email for the link.", sys), "chat"
		case 2:
			t, f = fmt.Sprintf("Forgot the %s password again 🙈 can someone send me a reset link?", sys), "chat"
		case 3:
			t, f = "Passwords live in 1Password under \"Venue – Box Office\". Ask "+name+" for access.", "notes"
		case 4:
			t, f = fmt.Sprintf("login is %s / see LastPass", user), "chat"
		case 5:
			t, f = fmt.Sprintf("router login admin / (ask %s for the password)", name), "chat"
		case 6:
			t, f = "the Wi-Fi password is on the sticker on the back of the router", "chat"
		case 7:
			t, f = "Please don't post the door code in this group, it goes to 140 people.", "whatsapp"
		case 8:
			t, f = "Reminder: everyone has to change their password before 1 September, the old ones expire.", "email"
		case 9:
			t, f = fmt.Sprintf("User: %s — password: ask the duty manager", user), "notes"
		case 10:
			t, f = "Das Passwort liegt im Tresor, nicht im Chat posten bitte.", "chat-de"
		case 11:
			t, f = fmt.Sprintf("Le mot de passe a été changé, demande-le à %s.", name), "chat-fr"
		case 12:
			t, f = "La contraseña la tiene el coordinador de voluntarios, pedídsela a él.", "chat-es"
		case 13:
			t, f = "Password reset emails from Mindbody are landing in spam, whitelist the sender.", "ticket"
		case 14:
			t, f = "2FA is now mandatory for all Eventbrite organiser accounts from next Monday.", "email"
		case 15:
			t, f = "The See Tickets API key expired on Friday; I've asked their support for a new one.", "chat"
		case 16:
			t, f = "We rotate the turnstile API key every quarter — next rotation is in October.", "runbook"
		case 17:
			t, f = "\"token expired\" on the scanner app: log out, log back in, then resync.", "runbook"
		case 18:
			t, f = fmt.Sprintf("VEN-%d: user %s can't log in, \"invalid password\" since the update.", hbbN(100, 999), user), "ticket"
		case 19:
			t, f = "Go to Admin / Settings / Security and tick \"Require 2FA for staff\".", "runbook"
		case 20:
			t, f = fmt.Sprintf("username: steward%d (password is on the sign-in sheet at the desk)", hbbN(1, 40)), "notes"
		case 21:
			t, f = "パスワードは管理者に聞いてください。チャットには書かないでください。", "chat-ja"
		case 22:
			t, f = fmt.Sprintf("Account: %s\nPassword: ******** (hidden)\nLast login: %s", hbbEmail(), hbbDate()), "notes"
		case 23:
			t, f = "The password field is greyed out on the kiosk after the update, anyone else?", "chat"
		case 24:
			t, f = "Пароль от кассы спросите у администратора, в чат не пишите.", "chat-ru"
		default:
			t, f = fmt.Sprintf("Do we need a password manager? %s suggested Bitwarden for the committee, it's free for small orgs.", name), "minutes"
		}
		out = append(out, hbbWrapTrap("trap-talk", f, t))
	}
	return out
}
