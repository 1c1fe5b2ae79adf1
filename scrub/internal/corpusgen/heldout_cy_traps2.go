package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Traps, part 2: configs, code and notes shaped like the secret ones, with no secret in them.

func hcyTrapGens2() []hcyGen {
	return []hcyGen{
		func() Sample {
			t := fmt.Sprintf("efb:\n  theme:\n    primary: \"#%s\"\n    warning: \"#%s\"\n  app_version: 5.%d.%d\n  build: %s.%d\n  min_ios: \"17.%d\"",
				rnd(hexs, 6), rnd(hexs, 6), rng.IntN(20), rng.IntN(10), strings.ReplaceAll(hcyDate(), "-", ""), rng.IntN(9), rng.IntN(5))
			return hcyT("trap-version-colour", "yaml", t)
		},
		func() Sample {
			t := fmt.Sprintf("<img alt=\"hangar %d floor plan\" src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA%s\" />",
				1+rng.IntN(5), rnd(alnum+"+/", 80+rng.IntN(80)))
			return hcyT("trap-base64-image", "html", t)
		},
		func() Sample {
			var rows []string
			for i := 0; i < 3+rng.IntN(3); i++ {
				rows = append(rows, fmt.Sprintf("| %s | %s | %s | %s |", hcyName(), rnd(digits, 5), pick([]string{"CPT", "FO", "SFO", "CCM", "SCCM"}), pick(hcyICAO)))
			}
			t := "| Name | Staff no. | Rank | Base |\n|---|---|---|---|\n" + strings.Join(rows, "\n")
			return hcyT("trap-staff-ids", "markdown", t)
		},
		func() Sample {
			var rows []string
			for i := 0; i < 3+rng.IntN(4); i++ {
				rows = append(rows, fmt.Sprintf("P%s,%s,%s,%s,%s", rnd(digits, 5), hcyDate(), hcyFlight(), pick([]string{"SBY", "RSV", "FLT", "OFF", "SIM"}), hcyTime()))
			}
			t := "pairing,date,flight,duty,report\n" + strings.Join(rows, "\n")
			return hcyT("trap-roster", "csv", t)
		},
		func() Sample {
			t := fmt.Sprintf("[sync]\nendpoint = https://%s/api\nuser = %s\n; password is read from CREW_SYNC_PASSWORD at start-up\npassword =\ninterval = 900", hcyHost("roster"), hcyUser())
			return hcyT("trap-empty-password", "ini", t)
		},
		func() Sample {
			t := fmt.Sprintf("$ export CREW_PORTAL_PASSWORD=\"$(op read 'op://Ops/Crew portal %s/password')\"\n$ ./roster-sync --base %s\nsynced %d pairings", pick([]string{"svc", "sync", "bot"}), pick(hcyICAO), 50+rng.IntN(400))
			return hcyT("trap-secret-reference", "shell", t)
		},
		func() Sample {
			t := fmt.Sprintf("env:\n  - name: AMOS_DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: amos-db-%s\n        key: password\n  - name: AMOS_DB_USER\n    value: amos_ro", rnd(lower, 4))
			return hcyT("trap-secret-reference", "yaml", t)
		},
		func() Sample {
			t := fmt.Sprintf("{\n  \"password_min_length\": %d,\n  \"password_expiry_days\": %d,\n  \"pin_length\": %d,\n  \"lockout_after\": %d,\n  \"mfa\": \"totp\"\n}", 10+rng.IntN(6), 30*(1+rng.IntN(4)), 4+2*rng.IntN(2), 3+rng.IntN(3))
			return hcyT("trap-password-policy", "json", t)
		},
		func() Sample {
			t := fmt.Sprintf("Crew notice %s/%s: keypad codes for all crew rooms and the %s airside gates rotate on the 1st of each month. Current codes are only in the notices app under Station > Access. Do not write them on boarding passes or the crew room whiteboard.",
				rnd(digits, 2), rnd(digits, 3), pick(hcyICAO))
			return hcyT("trap-code-talk", "notice", t)
		},
		func() Sample {
			t := fmt.Sprintf("%s: how do I set up the 2FA on the crew portal?\n%s: Profile > Security, scan the QR with any authenticator, then type the 6-digit code it shows. If you lose the phone, crew control can reset it.",
				hcyFirstN(), hcyFirstN())
			return hcyT("trap-2fa-talk", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("Licence for BoroscopeView Pro renewed until %s (order ORD-%s). The key is in the vendor portal under Licences, I didn't copy it anywhere else.", hcyDate(), rnd(digits, 7))
			return hcyT("trap-licence-talk", "mail", t)
		},
		func() Sample {
			t := fmt.Sprintf("Change log %s\n- Rotated the IAM key for mx-reports, new pair is in Secrets Manager (mx/reports/aws)\n- Old key deactivated, delete after %s\n- Updated the lambda to read from the secret, no redeploy needed", hcyDate(), hcyDate())
			return hcyT("trap-rotation-note", "note", t)
		},
		func() Sample {
			t := fmt.Sprintf("%sT%s:%02dZ WARN crew-api auth failed for user=%s reason=\"invalid or expired token\" ip=10.%d.%d.%d",
				hcyDate(), hcyTime(), rng.IntN(60), hcyUser(), rng.IntN(255), rng.IntN(255), rng.IntN(255))
			return hcyT("trap-auth-log", "log", t)
		},
		func() Sample {
			t := fmt.Sprintf("Subject: Your crew portal password was changed\n\nHi %s,\nthe password for your account was changed on %s at %s UTC. If this wasn't you, call crew control on +%s %s immediately.",
				hcyFirstN(), hcyDate(), hcyTime(), rnd(digits, 2), rnd(digits, 9))
			return hcyT("trap-reset-talk", "mail", t)
		},
		func() Sample {
			t := fmt.Sprintf("otpauth://totp/%s:%s?secret=%s&issuer=%s", pick([]string{"Northwind", "Atlantica", "CelticWings"}), hcyUser(), pick([]string{"REDACTED", "<seed>", "XXXXXXXXXXXXXXXX"}), pick([]string{"Northwind", "Atlantica", "CelticWings"}))
			t = "example of the URI the portal generates (seed removed):\n" + t
			return hcyT("trap-masked", "note", t)
		},
		func() Sample {
			t := fmt.Sprintf("azure:\n  tenant_id: %s\n  client_id: %s\n  subscription_id: %s\n  # auth via managed identity, no secret", hcyUUID(), hcyUUID(), hcyUUID())
			return hcyT("trap-tenant-id", "yaml", t)
		},
		func() Sample {
			t := fmt.Sprintf("icao24,callsign,lat,lon,alt_ft\n%s,%s,%.4f,%.4f,%d\n%s,%s,%.4f,%.4f,%d",
				rnd(hexs, 6), hcyFlight(), 50+rng.Float64()*5, -6+rng.Float64()*5, 1000*rng.IntN(40), rnd(hexs, 6), hcyFlight(), 50+rng.Float64()*5, -6+rng.Float64()*5, 1000*rng.IntN(40))
			return hcyT("trap-icao-hex", "csv", t)
		},
		func() Sample {
			t := fmt.Sprintf("Safe in the ops office: code is held by the duty manager only. If you need the fuel cards after %s, call %s on the duty phone.", hcyTime(), hcyFirstN())
			return hcyT("trap-code-talk", "chat", t)
		},
		func() Sample {
			claims := base64.RawURLEncoding.EncodeToString([]byte(`{"u":"` + strings.ToLower(pick(hcyFirst)) + `club","a":"` + rnd(lower+digits, 25) + `"}`))
			t := fmt.Sprintf("mapboxgl.accessToken = 'pk.%s.%s'; // public token, URL-restricted\nconst map = new mapboxgl.Map({ container: 'circuit', center: [%.3f, %.3f] });",
				claims, rnd(b64url, 22), -3-rng.Float64()*3, 51+rng.Float64()*3)
			return hcyT("trap-publishable-key", "javascript", t)
		},
		func() Sample {
			t := fmt.Sprintf("W&B %s: BEW %d kg, arm %.1f in, pilot %d kg, fuel %d L, ZFW %d kg, CG within limits. Hobbs %d.%d.",
				hcyTail(), 700+rng.IntN(200), 85+rng.Float64()*10, 60+rng.IntN(40), 50+rng.IntN(150), 900+rng.IntN(200), 1000+rng.IntN(8000), rng.IntN(10))
			return hcyT("trap-weight-balance", "note", t)
		},
		func() Sample {
			t := fmt.Sprintf("Slack: channel C%s (#ops-aog), user U%s, bot B%s. Workspace T%s. Ping me there if the alerts stop.",
				rnd(upper+digits, 10), rnd(upper+digits, 10), rnd(upper+digits, 10), rnd(upper+digits, 9))
			return hcyT("trap-slack-ids", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("Hi %s, new starters get their crew portal login by e-mail on day one; the temporary password comes separately by SMS. Please don't ask for it in the group chat.", hcyFirstN())
			return hcyT("trap-password-talk", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("diff --git a/config/staging.yml b/config/staging.yml\n-  password: ${SIM_DB_PASS}\n+  password: ${SIM_DB_PASSWORD}\n-  host: simdb-%s.internal\n+  host: simdb-%s.internal", rnd(digits, 2), rnd(digits, 2))
			return hcyT("trap-secret-reference", "diff", t)
		},
		func() Sample {
			t := fmt.Sprintf("Ticket OCC-%s\nSummary: EFB won't sync OFP\nSteps: logged in with my staff number, got error E%s (\"token refresh failed\"). Device EFB-%s, app %d.%d.%d. Build id %s.",
				rnd(digits, 5), rnd(digits, 4), rnd(digits, 3), 5+rng.IntN(3), rng.IntN(20), rng.IntN(10), rnd(hexs, 12))
			return hcyT("trap-ticket-ids", "ticket", t)
		},
		func() Sample {
			t := fmt.Sprintf("Sim session %s booked: FNPT II, %s–%s, instructor %s, student id STU-%s, invoice #%s. Cancel up to 24h before.",
				hcyDate(), hcyTime(), hcyTime(), hcyName(), rnd(digits, 5), rnd(digits, 6))
			return hcyT("trap-booking-ref", "mail", t)
		},
		func() Sample {
			t := fmt.Sprintf("AIRAC %d%02d effective %s. Jeppesen subscription %s-%s renewed. Updated on %d of %d EFBs so far.",
				24+rng.IntN(2), 1+rng.IntN(13), hcyDate(), rnd(digits, 6), rnd(digits, 2), rng.IntN(40), 40+rng.IntN(20))
			return hcyT("trap-version-colour", "note", t)
		},
		func() Sample {
			t := fmt.Sprintf("{\n  \"event\": \"aog.opened\",\n  \"id\": \"evt_%s\",\n  \"aircraft\": \"%s\",\n  \"station\": \"%s\",\n  \"created\": \"%sT%s:00Z\",\n  \"signature_alg\": \"HMAC-SHA256\"\n}",
				rnd(alnum, 24), hcyTail(), pick(hcyICAO), hcyDate(), hcyTime())
			return hcyT("trap-event-id", "json", t)
		},
	}
}
