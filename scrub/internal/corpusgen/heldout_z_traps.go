package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func hzUUID() string {
	return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-" + pick([]string{"8", "9", "a", "b"}) + rnd(hexs, 3) + "-" + rnd(hexs, 12)
}

func hzPhone() string {
	return pick([]string{
		fmt.Sprintf("(%d) %d-%04d", hzN(201, 989), hzN(200, 999), hzN(0, 9999)),
		fmt.Sprintf("+44 7%03d %06d", hzN(100, 999), hzN(0, 999999)),
		fmt.Sprintf("+49 30 %d %d", hzN(1000, 9999), hzN(1000, 9999)),
		fmt.Sprintf("06 %02d %02d %02d %02d", hzN(0, 99), hzN(0, 99), hzN(0, 99), hzN(0, 99)),
	})
}

// hzTrapNumbers: household text full of numbers that are not secrets.
func hzTrapNumbers(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		order := fmt.Sprintf("%03d-%07d-%07d", hzN(100, 999), hzN(0, 9999999), hzN(0, 9999999))
		ups := "1Z" + rnd(upper+digits, 6) + rnd(digits, 10)
		usps := "9400 " + rnd(digits, 4) + " " + rnd(digits, 4) + " " + rnd(digits, 4) + " " + rnd(digits, 4) + " " + rnd(digits, 2)
		pnr := rnd("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)
		iban := fmt.Sprintf("DE%02d %s %s %s %s %s", hzN(10, 99), rnd(digits, 4), rnd(digits, 4), rnd(digits, 4), rnd(digits, 4), rnd(digits, 2))
		pol := fmt.Sprintf("%s-%s-%s", pick([]string{"HO3", "AUTO", "PLC", "LIFE", "RV"}), rnd(digits, 6), rnd(digits, 2))
		var text, f string
		switch i % 14 {
		case 0:
			text, f = fmt.Sprintf("Your Amazon order #%s has shipped! Arriving Thursday. Track with UPS %s", order, ups), "email"
		case 1:
			text, f = fmt.Sprintf("USPS: package %s delivered to front porch at %s", usps, hzTime()[:5]), "sms"
		case 2:
			text, f = fmt.Sprintf("Flight booking ref %s\nLH %d FRA-JFK %s 10:35, seat %d%s\ne-ticket %d-%s\nbaggage 1 x 23kg", pnr, hzN(400, 499), hzDate(), hzN(10, 45), pick([]string{"A", "C", "D", "F"}), hzN(100, 999), rnd(digits, 10)), "itinerary"
		case 3:
			text, f = fmt.Sprintf("rent goes to IBAN %s, reference FLAT %d %s", iban, hzN(1, 12), strings.ToUpper(pick([]string{"may", "june", "july", "august"}))), "note"
		case 4:
			text, f = fmt.Sprintf("home insurance policy number %s renews on %s, premium $%d.%02d/month, claims line %s", pol, hzDate(), hzN(60, 240), hzN(0, 99), hzPhone()), "dictation"
		case 5:
			text, f = fmt.Sprintf("Dental appointment confirmed\nDate: %s at 2:30 PM\nConfirmation #: %s\nDr. %s, Suite %d\nPlease arrive 15 minutes early.", hzDate(), rnd(upper+digits, 8), pick(hzFirst), hzN(100, 450)), "email"
		case 6:
			text, f = fmt.Sprintf("Rx #%s ready for pickup at CVS, %d tablets, refills left: %d", rnd(digits, 7), hzN(30, 90), hzN(0, 5)), "sms"
		case 7:
			text, f = fmt.Sprintf("Date,Description,Amount,Balance\n%s,GROCERY STORE #%d,-%d.%02d,%d.%02d\n%s,PAYROLL DEP %s,%d.00,%d.%02d\n", hzDate(), hzN(100, 9999), hzN(5, 200), hzN(0, 99), hzN(100, 5000), hzN(0, 99), hzDate(), rnd(digits, 9), hzN(1000, 4000), hzN(1000, 9000), hzN(0, 99)), "csv"
		case 8:
			text, f = fmt.Sprintf("BP %d/%d pulse %d temp 98.%d, gave %dmg at %s, room %d bed %s", hzN(100, 150), hzN(60, 95), hzN(55, 110), hzN(0, 9), pick([]int{250, 500, 650, 1000}), hzTime()[:5], hzN(200, 499), pick([]string{"A", "B"})), "nursing-note"
		case 9:
			text, f = fmt.Sprintf("Case number %s-%s. Please quote this number in all correspondence. Call us on %s.", pick([]string{"CS", "INC", "CLM"}), rnd(digits, 8), hzPhone()), "letter"
		case 10:
			text, f = fmt.Sprintf("washing machine model WM%d%s serial %s%s, bought %s, warranty until %d", hzN(1000, 9999), rnd(upper, 2), rnd(upper, 3), rnd(digits, 9), hzDate(), hzN(2025, 2029)), "note"
		case 11:
			text, f = fmt.Sprintf("| Student | Quiz 1 | Quiz 2 | Final |\n|---|---|---|---|\n| %s | %d | %d | %d |\n| %s | %d | %d | %d |", pick(hzFirst), hzN(50, 100), hzN(50, 100), hzN(50, 100), pick(hzFirst), hzN(50, 100), hzN(50, 100), hzN(50, 100)), "markdown"
		case 12:
			text, f = fmt.Sprintf("Reservierung Nr. %s für %d Personen am %s um 19:30. Tisch %d.", rnd(digits, 6), hzN(2, 8), hzDate(), hzN(1, 30)), "sms-de"
		default:
			text, f = fmt.Sprintf("Invoice INV-%d-%s\nTotal due: €%d,%02d\nDue date: %s\nPay to %s (BIC %s)", hzN(2022, 2025), rnd(digits, 5), hzN(50, 3000), hzN(0, 99), hzDate(), iban, rnd(upper, 6)+"XX"), "invoice"
		}
		out = append(out, hzT("trap-numbers", f, text))
	}
	return out
}

// hzTrapHashes: SHAs, checksums, UUIDs, request and build ids, versions, digests.
func hzTrapHashes(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		var text, f string
		switch i % 12 {
		case 0:
			text, f = fmt.Sprintf("commit %s\nAuthor: %s <%s>\nDate:   %s\n\n    fix typo on the bake sale page\n", rnd(hexs, 40), pick(hzFirst), hzEmail(), hzDate()), "git-log"
		case 1:
			text, f = fmt.Sprintf("%s  photos-%s.zip\n%s  tax-return-%d.pdf", rnd(hexs, 64), hzDate(), rnd(hexs, 64), hzN(2020, 2024)), "sha256sum"
		case 2:
			text, f = fmt.Sprintf("%s INFO request_id=%s path=/appointments status=200 duration=%dms", hzDate()+"T"+hzTime()+"Z", hzUUID(), hzN(3, 900)), "log"
		case 3:
			text, f = fmt.Sprintf("docker pull nginx@sha256:%s", rnd(hexs, 64)), "shell"
		case 4:
			text, f = fmt.Sprintf("Build #%d (%s) passed on main, version %d.%d.%d+build.%s", hzN(100, 9999), rnd(hexs, 7), hzN(0, 9), hzN(0, 30), hzN(0, 99), rnd(hexs, 8)), "chat"
		case 5:
			b := make([]byte, 48)
			for j := range b {
				b[j] = byte(rng.IntN(256))
			}
			text, f = fmt.Sprintf("\"integrity\": \"sha512-%s\"", base64.StdEncoding.EncodeToString(append(b, b[:16]...))), "json"
		case 6:
			text, f = fmt.Sprintf("Your support ticket %s has been updated. Reference: %s", hzUUID(), strings.ToUpper(rnd(hexs, 12))), "email"
		case 7:
			text, f = fmt.Sprintf("Merge branch 'fix/printer-%d' (%s..%s)", hzN(1, 99), rnd(hexs, 7), rnd(hexs, 7)), "git"
		case 8:
			text, f = fmt.Sprintf("Traceback (most recent call last):\n  File \"/home/%s/report.py\", line %d, in <module>\n    total = sum(row['amount'] for row in rows)\nKeyError: 'amount'\n# trace id %s", strings.ToLower(pick(hzFirst)), hzN(10, 300), rnd(hexs, 32)), "traceback"
		case 9:
			text, f = fmt.Sprintf("MD5 (%s.iso) = %s", pick([]string{"ubuntu-24.04", "debian-12", "windows-recovery"}), rnd(hexs, 32)), "shell"
		case 10:
			text, f = fmt.Sprintf("event_id=%s session=%s user_agent=\"Mozilla/5.0 (iPhone; CPU iPhone OS 17_%d like Mac OS X)\"", hzUUID(), rnd(hexs, 16), hzN(0, 5)), "log"
		default:
			text, f = fmt.Sprintf("diff --git a/menu.md b/menu.md\nindex %s..%s 100644\n--- a/menu.md\n+++ b/menu.md\n@@ -1,3 +1,3 @@\n-Soup of the day: tomato\n+Soup of the day: lentil\n", rnd(hexs, 7), rnd(hexs, 7)), "diff"
		}
		out = append(out, hzT("trap-ids", f, text))
	}
	return out
}

// hzTrapPublic: public keys, certificates, publishable keys and base64 of ordinary data.
func hzTrapPublic(n int) []Sample {
	var out []Sample
	sentences := []string{"Happy birthday Grandma! Love, the kids", "meeting moved to room 204", "shopping: eggs, milk, bread, apples", "Chapter 3 notes: photosynthesis", "see you at soccer practice"}
	for i := 0; i < n; i++ {
		var text, f string
		switch i % 8 {
		case 0:
			text, f = fmt.Sprintf("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@laptop", rnd(alnum+"+/", 43), strings.ToLower(pick(hzFirst))), "authorized_keys"
		case 1:
			var body []string
			for j := 0; j < 4; j++ {
				body = append(body, hzB64(64))
			}
			text, f = "-----BEGIN CERTIFICATE-----\nMIIC"+hzB64(60)+"\n"+strings.Join(body, "\n")+"\n-----END CERTIFICATE-----", "pem-cert"
		case 2:
			text, f = fmt.Sprintf("<script src=\"https://js.stripe.com/v3/\"></script>\n<script>const stripe = Stripe('pk_live_%s');</script>", rnd(alnum, 99)), "html"
		case 3:
			m := pick(sentences) + pick([]string{"", " x" + fmt.Sprint(hzN(2, 5)), " (" + pick(hzFirst) + ")", " at " + hzTime()[:5]})
			text, f = fmt.Sprintf("the message came through as base64, decoded it's just \"%s\": %s", m, base64.StdEncoding.EncodeToString([]byte(m))), "chat"
		case 4:
			text, f = fmt.Sprintf("-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE%s\n%s\n-----END PUBLIC KEY-----", hzB64(28), hzB64(60)+"=="), "pem-public"
		case 5:
			fp := rnd(upper[:6]+digits, 40)
			text, f = fmt.Sprintf("My PGP key fingerprint: %s %s %s %s %s  %s %s %s %s %s", fp[0:4], fp[4:8], fp[8:12], fp[12:16], fp[16:20], fp[20:24], fp[24:28], fp[28:32], fp[32:36], fp[36:40]), "email-signature"
		case 6:
			text, f = fmt.Sprintf("The authenticity of host 'raspberrypi.local' can't be established.\nED25519 key fingerprint is SHA256:%s.\nAre you sure you want to continue connecting (yes/no)?", rnd(alnum+"+/", 43)), "terminal"
		default:
			text, f = fmt.Sprintf("NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_test_%s\nNEXT_PUBLIC_GA_ID=G-%s", rnd(alnum, 99), rnd(upper+digits, 10)), "env"
		}
		out = append(out, hzT("trap-public", f, text))
	}
	return out
}
