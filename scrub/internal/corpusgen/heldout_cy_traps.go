package main

import (
	"fmt"
	"strings"
)

// Traps, part 1: ops texts with ids, codes and references that are not credentials.

func hcyTrapGens() []hcyGen {
	return []hcyGen{
		func() Sample {
			t := fmt.Sprintf("%s: %s\n%s: %s",
				hcyFirstN(), pick([]string{fmt.Sprintf("whats the hangar %d door code now?", 1+rng.IntN(5)), "anyone got the crew room code? new one doesnt work", "gate code for the GA apron pls", "what's the safe code again"}),
				hcyFirstN(), pick([]string{"changed on the 1st, not putting it in here — ask the duty manager or check the notices app", "not on chat mate, ring ops", "it's in the station binder, page 2", "same as last week, I'll text you", "check the crew notices app under Access"}))
			return hcyT("trap-code-talk", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("%s, cleared to %s, climb FL%d, squawk %s. After the zone exit we went 7000 and called %s Info on %d.%03d.",
				hcyFlight(), pick(hcyICAO), 100+rng.IntN(250), rnd("01234567", 4), pick([]string{"London", "Shannon", "Lisboa", "Langen"}), 118+rng.IntN(18), 5*rng.IntN(200))
			return hcyT("trap-squawk", "note", t)
		},
		func() Sample {
			t := fmt.Sprintf("Aircraft %s\nSELCAL: %s-%s\nMode S hex: %s\nMSN: %d\nEngines: %s",
				hcyTail(), rnd("ABCDEFGHJKLMPQRS", 2), rnd("ABCDEFGHJKLMPQRS", 2), strings.ToUpper(rnd(hexs, 6)), 1000+rng.IntN(9000), pick([]string{"CFM56-7B26", "LEAP-1A", "PW127M", "V2527-A5"}))
			return hcyT("trap-aircraft-ids", "note", t)
		},
		func() Sample {
			t := fmt.Sprintf("Pax rebooked: booking ref %s, e-ticket %s-%s, now on %s tomorrow, seat %d%s. Hotel voucher HV%s.",
				rnd("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6), rnd(digits, 3), rnd(digits, 10), hcyFlight(), 1+rng.IntN(30), rnd("ABCDEF", 1), rnd(digits, 6))
			return hcyT("trap-booking-ref", "chat", t)
		},
		func() Sample {
			t := "CREW_PORTAL_URL=https://" + hcyHost("roster") + "/api\nCREW_PORTAL_USER=" + hcyUser() + "\nCREW_PORTAL_PASSWORD=" +
				pick([]string{"<your-password>", "${CREW_PORTAL_PASSWORD}", "changeme  # template: change before deploy", "", "\"\"  # set in the vault"}) +
				"\nROSTER_SYNC_INTERVAL=900"
			return hcyT("trap-placeholder", "env", t)
		},
		func() Sample {
			t := fmt.Sprintf("amos:\n  datasource:\n    url: jdbc:oracle:thin:@amos-db%s.mx.internal:1521/AMOSPRD\n    username: amos_ro\n    password: %s",
				rnd(digits, 2), pick([]string{"\"{{ vault 'secret/data/amos/db' }}\"", "${AMOS_DB_PASSWORD}", "vault:secret/mx/amos#password", "\"{{ secrets.AMOS_DB_PASSWORD }}\""}))
			return hcyT("trap-secret-reference", "yaml", t)
		},
		func() Sample {
			n := 12 + 2*rng.IntN(3)
			t := fmt.Sprintf("From: IT Service Desk\nSubject: Crew portal password policy\n\nFrom %s the crew portal requires passwords of at least %d characters, with no reuse of your last %d passwords. Passwords expire every %d days. We will never ask for your password by phone or e-mail.",
				hcyDate(), n, 3+rng.IntN(8), 60+30*rng.IntN(3))
			return hcyT("trap-password-policy", "mail", t)
		},
		func() Sample {
			t := fmt.Sprintf("Hi %s, I %s. You'll get an e-mail from noreply@%s with a link to set a new one — it expires in %dh. Ticket INC%s closed.",
				hcyFirstN(), pick([]string{"reset your EFB portal password", "unlocked your crew portal account and forced a password reset", "cleared your Lido password", "reset the scheduler password for you"}), pick(hcyDomains), 12*(1+rng.IntN(4)), rnd(digits, 7))
			return hcyT("trap-reset-talk", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("METAR %s %02d%02d%02dZ %03d%02dKT %s %s %02d/%02d Q%d NOSIG\nTAF %s %02d%02d00Z %02d%02d/%02d%02d %03d%02dG%02dKT 9999 SCT0%d0",
				pick(hcyICAO), 1+rng.IntN(28), rng.IntN(24), 20*rng.IntN(3), 10*rng.IntN(36), rng.IntN(25), pick([]string{"9999", "CAVOK", "6000"}), pick([]string{"FEW020", "BKN012", "SCT035"}), rng.IntN(25), rng.IntN(15), 990+rng.IntN(40),
				pick(hcyICAO), 1+rng.IntN(28), rng.IntN(24), 1+rng.IntN(28), rng.IntN(24), 1+rng.IntN(28), rng.IntN(24), 10*rng.IntN(36), 5+rng.IntN(15), 25+rng.IntN(15), 1+rng.IntN(8))
			return hcyT("trap-weather", "text", t)
		},
		func() Sample {
			t := fmt.Sprintf("%s/%02d NOTAMN\nQ) %sFIR/QMRLC/IV/NBO/A/000/999/\nA) %s B) 25%s0600 C) 25%s1800\nE) RWY %02d/%02d CLSD DUE WIP",
				pick([]string{"A", "B", "C"})+rnd(digits, 4), 25, rnd(upper, 4), pick(hcyICAO), rnd(digits, 4), rnd(digits, 4), 1+rng.IntN(18), 19+rng.IntN(17))
			return hcyT("trap-notam", "text", t)
		},
		func() Sample {
			t := fmt.Sprintf("WO %s — %s\nRemoved P/N %s S/N %s\nInstalled P/N %s S/N %s\nATA %02d-%02d, CRS signed by %s (licence UK.66.%s)",
				rnd(digits, 7), hcyTail(), rnd(digits, 3)+"-"+rnd(digits, 4)+"-"+rnd(digits, 2), rnd(upper, 3)+rnd(digits, 5), rnd(digits, 3)+"-"+rnd(digits, 4)+"-"+rnd(digits, 2), rnd(upper, 3)+rnd(digits, 5), 21+rng.IntN(60), rng.IntN(99), hcyName(), rnd(digits, 6))
			return hcyT("trap-part-serial", "note", t)
		},
		func() Sample {
			t := fmt.Sprintf("TLB %s page %s\nDefect: %s\nAction: deferred IAW MEL %02d-%02d-%02d cat C, placard fitted. Due %s.",
				hcyTail(), rnd(digits, 6), pick([]string{"APU bleed valve fault msg", "Fwd lav tap inop", "Reading light 14C inop", "Wx radar intermittent"}), 21+rng.IntN(30), rng.IntN(60), rng.IntN(20), hcyDate())
			return hcyT("trap-tech-log", "note", t)
		},
		func() Sample {
			acct := rnd(digits, 12)
			t := fmt.Sprintf("[profile mx-reports]\nrole_arn = arn:aws:iam::%s:role/MxReportsReader\nsource_profile = sso-ops\nregion = eu-west-1\n# keys come from SSO, nothing stored here", acct)
			return hcyT("trap-aws-arn", "ini", t)
		},
		func() Sample {
			t := fmt.Sprintf("env:\n  AWS_ACCESS_KEY_ID: ${{ secrets.AWS_ACCESS_KEY_ID }}\n  AWS_SECRET_ACCESS_KEY: ${{ secrets.AWS_SECRET_ACCESS_KEY }}\n  BUCKET: mx-reports-%s",
				rnd(lower+digits, 6))
			return hcyT("trap-secret-reference", "yaml", t)
		},
		func() Sample {
			t := fmt.Sprintf("commit %s\nAuthor: %s <%s>\nDate:   %s\n\n    techlog-sync: retry photo uploads on 503 (#%d)",
				rnd(hexs, 40), hcyName(), hcyEmail(pick(hcyDomains)), hcyDate(), 100+rng.IntN(900))
			return hcyT("trap-commit-sha", "git", t)
		},
		func() Sample {
			t := fmt.Sprintf("$ docker pull registry.%s/ops/briefing-assistant:1.%d\nDigest: sha256:%s\nStatus: Downloaded newer image",
				pick(hcyDomains), rng.IntN(20), rnd(hexs, 64))
			return hcyT("trap-image-digest", "shell", t)
		},
		func() Sample {
			t := fmt.Sprintf("EFB nav data cycle %d%02d loaded on %d tablets.\nPackage checksum (SHA-256): %s\nMD5 of the chart bundle: %s",
				24+rng.IntN(2), 1+rng.IntN(13), 20+rng.IntN(80), rnd(hexs, 64), rnd(hexs, 32))
			return hcyT("trap-checksum", "note", t)
		},
		func() Sample {
			t := fmt.Sprintf("%sT%s:%02d.%03dZ ERROR crew-api request_id=%s trace_id=%s user=%s msg=\"pairing not found\" status=404",
				hcyDate(), hcyTime(), rng.IntN(60), rng.IntN(1000), hcyUUID(), rnd(hexs, 32), hcyUser())
			return hcyT("trap-request-id", "log", t)
		},
		func() Sample {
			t := fmt.Sprintf("# hangar gateway authorized_keys\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@mx-laptop\nssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ%s %s@efb-build",
				rnd(alnum+"+/", 43), hcyUser(), rnd(alnum+"+/", 120), hcyUser())
			return hcyT("trap-public-key", "config", t)
		},
		func() Sample {
			t := fmt.Sprintf("<script src=\"https://js.stripe.com/v3/\"></script>\n<script>\n  const stripe = Stripe('pk_live_%s');\n  // flight school voucher checkout\n</script>", rnd(alnum, 24+rng.IntN(60)))
			return hcyT("trap-publishable-key", "html", t)
		},
		func() Sample {
			t := fmt.Sprintf("GOOGLE_OAUTH_CLIENT_ID=%s-%s.apps.googleusercontent.com\nGOOGLE_OAUTH_CLIENT_SECRET=   # in 1Password, 'Roster calendar sync'\nREDIRECT_URI=https://%s/oauth/callback",
				rnd(digits, 12), rnd(lower+digits, 32), hcyHost("roster"))
			return hcyT("trap-client-id", "env", t)
		},
		func() Sample {
			t := fmt.Sprintf("Twilio account SID is AC%s, the lesson reminder number is +44 %s %s. The auth token lives in the vault (ops/twilio) — don't paste it here.",
				rnd(hexs, 32), rnd(digits, 4), rnd(digits, 6))
			return hcyT("trap-account-id", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("notify:\n  slack_webhook: https://hooks.slack.com/services/XXXXXXXXX/XXXXXXXXXXX/xxxxxxxxxxxxxxxxxxxxxxxx  # replace with yours\n  channel: \"#%s\"", pick([]string{"ops-aog", "instructors", "dispatch"}))
			return hcyT("trap-placeholder", "yaml", t)
		},
		func() Sample {
			t := fmt.Sprintf("Username: %s\nPassword: %s\nAPI token: %s\n(values masked by the portal export)",
				hcyUser(), pick([]string{"********", "••••••••••", "[REDACTED]", "(hidden)"}), pick([]string{"sk_live_****" + rnd(alnum, 4), "[REDACTED]", "xxxxxxxxxxxxxxxxxxxx", "ghp_************************************"}))
			return hcyT("trap-masked", "note", t)
		},
		func() Sample {
			t := fmt.Sprintf("Guest Wi-Fi in the terminal lounge is %s, it's open (no password), you accept the terms in the browser. Crew network details are on the card at the desk.",
				pick([]string{"Airport_Free_WiFi", "LIS-FREE", "CWL-Guest", "DUB Free Wi-Fi"}))
			return hcyT("trap-wifi-talk", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("%s inbound from %s, ETA %s, stand %d%s, gate %s%d, door 1L + 2L, %d pax, %d infants, fuel req %d kg.",
				hcyFlight(), pick(hcyICAO), hcyTime(), 1+rng.IntN(250), pick([]string{"", "L", "R"}), rnd("ABCDE", 1), 1+rng.IntN(50), 50+rng.IntN(130), rng.IntN(4), 2000+100*rng.IntN(80))
			return hcyT("trap-gate-stand", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("(FPL-%s-IS\n-A320/M-SDE2E3FGHIJ1RWY/LB1\n-%s%02d%02d\n-N0450F%d %s %s\n-%s%02d%02d\n-PBN/A1B1C1D1O1S2 DOF/25%02d%02d REG/%s)",
				hcyFlight(), pick(hcyICAO), rng.IntN(24), 5*rng.IntN(12), 300+10*rng.IntN(10), rnd(upper, 5)+rnd(digits, 1)+rnd(upper, 1), pick([]string{"UL9", "UN14", "UM605", "DCT"}), pick(hcyICAO), rng.IntN(4), rng.IntN(60), 1+rng.IntN(12), 1+rng.IntN(28), strings.ReplaceAll(hcyTail(), "-", ""))
			return hcyT("trap-flight-plan", "text", t)
		},
		func() Sample {
			t := fmt.Sprintf("Fuel supplier remittance: %s, IBAN %s%02d %s %s %s %s %s, invoice INV-%s, amount €%d.%02d. Questions to +%s %s.",
				pick([]string{"AirBP", "World Fuel", "Skytanking"}), pick([]string{"GB", "PT", "IE", "DE"}), 10+rng.IntN(89), rnd(upper, 4), rnd(digits, 4), rnd(digits, 4), rnd(digits, 4), rnd(digits, 2), rnd(digits, 6), 1000+rng.IntN(90000), rng.IntN(100), rnd(digits, 2), rnd(digits, 9))
			return hcyT("trap-iban-invoice", "mail", t)
		},
		func() Sample {
			t := fmt.Sprintf("AOG part %s shipped. AWB %s-%s, UPS tracking 1Z%s, ETA %s %s at %s cargo.",
				rnd(digits, 3)+"A"+rnd(digits, 4), rnd(digits, 3), rnd(digits, 8), rnd(upper+digits, 16), hcyDate(), hcyTime(), pick(hcyICAO))
			return hcyT("trap-tracking", "mail", t)
		},
		func() Sample {
			var rows []string
			for i := 0; i < 3+rng.IntN(3); i++ {
				rows = append(rows, fmt.Sprintf("EFB-%s,%s,%s,iPadOS 17.%d,%s", rnd(digits, 3), "DMP"+rnd(upper+digits, 9), hcyTail(), rng.IntN(6), pick([]string{"in service", "spare", "repair"})))
			}
			t := "asset,serial,tail,os,status\n" + strings.Join(rows, "\n")
			return hcyT("trap-serials", "csv", t)
		},
	}
}
