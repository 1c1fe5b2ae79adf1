package main

import (
	"fmt"
	"strings"
)

// Crew and dispatch portals: rostering, crew apps, dispatch tools.

func hcyCrewGens() []hcyGen {
	return []hcyGen{
		func() Sample {
			pw, who := hcyPw(), hcyFirstN()
			t := fmt.Sprintf("%s: %s\n%s: %s %s %s\n%s: %s",
				who, pick([]string{fmt.Sprintf("hey, roster portal locked me out again before my %s report", hcyTime()), "cant log in to eCrew, says account locked", "portal wont accept my pw after the update"}),
				"crewcontrol", pick([]string{"reset it, temp password is", "done, use", "unlocked. temporary pw:"}), pw, pick([]string{", change it on first login", "(one time only)", "— it'll ask you to pick a new one"}),
				who, pick([]string{"cheers 👍", "thanks!!", "legend, ta"}))
			return hcyS("crew-portal-password", "chat", t, []string{pw}, "crewcontrol")
		},
		func() Sample {
			u, pw, air := hcyUser(), hcyPw(), pick(hcyAirlines)
			t := fmt.Sprintf("Subject: Your %s eCrew account\n\nDear %s,\n\nWelcome on board. Your account for the crew portal has been created.\n\n  Username: %s\n  Initial password: %s\n\nPlease log in at https://%s within 72 hours and choose a new password.\n\nCrew Services",
				air, hcyName(), u, pw, hcyHost("ecrew"))
			return hcyS("crew-portal-password", "mail", t, []string{pw}, u)
		},
		func() Sample {
			pw := hcyPw()
			lead := pick([]string{"Handover night → early shift", "HANDOVER", "Shift handover (OCC)"})
			t := fmt.Sprintf("%s %s\n- %s AOG at %s, parts ETA 0600\n- Crew %s swapped to standby, pairing updated\n- Lido login for the backup dispatch desk: user ops_backup pw %s\n- Nothing open on NOTAMs",
				lead, hcyDate(), hcyTail(), pick(hcyICAO), hcyName(), pw)
			return hcyS("dispatch-password", "note", t, []string{pw}, "ops_backup")
		},
		func() Sample {
			pw := hcyPw()
			t := fmt.Sprintf("[%s] %s: anyone got the AIMS training env password? need to show the new FOs\n[%s] %s: %s  (same as last quarter, pls dont write it on the whiteboard again)",
				hcyTime(), hcyFirstN(), hcyTime(), hcyFirstN(), pw)
			return hcyS("crew-system-password", "chat", t, []string{pw})
		},
		func() Sample {
			u, pw := hcyUser(), hcyPw()
			t := fmt.Sprintf("CREW_PORTAL_URL=https://%s/api\nCREW_PORTAL_USER=%s\nCREW_PORTAL_PASSWORD=%s\nROSTER_SYNC_INTERVAL=900\nTZ=UTC",
				hcyHost("roster"), u, pw)
			return hcyS("crew-portal-password", "env", t, []string{pw}, u)
		},
		func() Sample {
			tok := hcyJWT()
			host := hcyHost("crewapi")
			t := fmt.Sprintf("$ curl -s https://%s/v2/pairings?base=%s \\\n    -H 'Authorization: Bearer %s' | jq '.[0]'\n{\n  \"pairing\": \"P%s\",\n  \"report\": \"%sT05:40Z\"\n}",
				host, pick(hcyICAO), tok, rnd(digits, 5), hcyDate())
			return hcyS("bearer-token", "shell", t, []string{tok}, host)
		},
		func() Sample {
			pw := hcyPw()
			t := fmt.Sprintf("Olá %s, a senha do portal de escalas ficou %s — muda depois no perfil. O teu utilizador é o número de tripulante (%s).",
				hcyFirstN(), pw, rnd(digits, 5))
			return hcyS("crew-portal-password", "chat", t, []string{pw})
		},
		func() Sample {
			pw := hcyPw()
			t := fmt.Sprintf("Hallo %s,\ndas Passwort für das Dienstplan-Tablet im Crewraum lautet: %s\nBitte nicht weitergeben.\nGruß, %s (Crew Control %s)",
				hcyFirstN(), pw, hcyFirstN(), pick(hcyICAO))
			return hcyS("crew-system-password", "mail", t, []string{pw})
		},
		func() Sample {
			sess := rnd(hexs, 32)
			if rng.IntN(2) == 0 {
				sess = strings.ToUpper(sess)
			}
			host := hcyHost("dispatch")
			t := fmt.Sprintf("GET /flightplan/%s/ofp.pdf HTTP/1.1\nHost: %s\nUser-Agent: Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X)\nCookie: JSESSIONID=%s; lang=en\nAccept: application/pdf",
				hcyFlight(), host, sess)
			return hcyS("session-cookie", "http", t, []string{sess}, host)
		},
		func() Sample {
			pw, pw2 := hcyPw(), hcyPw()
			t := fmt.Sprintf("| Desk | System | User | Password |\n|---|---|---|---|\n| Dispatch 1 | Jetplan | disp1 | %s |\n| Dispatch 2 | Jetplan | disp2 | %s |\n| Load control | DCS | see LC binder | – |",
				pw, pw2)
			return hcyS("dispatch-password", "markdown", t, []string{pw, pw2}, "disp1", "disp2")
		},
		func() Sample {
			secret := rnd(b64url, 40)
			cid := hcyUUID()
			t := fmt.Sprintf("crew_app:\n  oauth:\n    issuer: https://login.%s/oauth2\n    client_id: %s\n    client_secret: %s\n    scopes: [roster.read, pairing.read]\n  push:\n    enabled: true",
				pick(hcyDomains), cid, secret)
			return hcyS("oauth-client-secret", "yaml", t, []string{secret}, cid)
		},
		func() Sample {
			rt := "1//0" + rnd(b64url, 96)
			t := fmt.Sprintf("{\n  \"access_token\": \"[expired]\",\n  \"refresh_token\": \"%s\",\n  \"scope\": \"https://www.googleapis.com/auth/calendar\",\n  \"note\": \"roster -> google calendar sync for %s\"\n}",
				rt, hcyUser())
			return hcyS("refresh-token", "json", t, []string{rt})
		},
		func() Sample {
			tok := rnd(b64url, 43)
			host := hcyHost("crew")
			t := fmt.Sprintf("From: noreply@%s\nSubject: Sign in to CrewLink\n\nTap the link below on your EFB to sign in. It expires in 15 minutes and works once.\n\nhttps://%s/auth/magic?token=%s\n\nIf you did not request this, ignore this e-mail.",
				strings.TrimPrefix(host, "crew."), host, tok)
			return hcyS("magic-link-token", "mail", t, []string{tok})
		},
		func() Sample {
			pin := hcyDigitsNZ(4 + rng.IntN(3))
			t := fmt.Sprintf("%s, your crew ID card PIN for the staff car park and the crew centre turnstile has been reset to %s. Please change it at the kiosk by %s.",
				hcyFirstN(), pin, hcyDate())
			return hcyS("badge-pin", "sms", t, []string{pin})
		},
		func() Sample {
			u, pw := hcyUser(), hcyPw()
			t := fmt.Sprintf("Ticket OCC-%s\nReporter: %s\nSummary: Can't open briefing package on EFB\n\nDescription:\nPortal says wrong credentials. I'm using %s / %s which worked yesterday. Flight %s dep %s.\n\nPriority: High",
				rnd(digits, 5), hcyName(), u, pw, hcyFlight(), hcyTime())
			return hcyS("crew-portal-password", "ticket", t, []string{pw}, u)
		},
		func() Sample {
			key := rnd(alnum, 32)
			t := fmt.Sprintf("import requests\n\nAEROAPI = \"https://aeroapi.flightaware.com/aeroapi\"\nHEADERS = {\"x-apikey\": \"%s\"}\n\ndef arrivals(icao):\n    r = requests.get(f\"{AEROAPI}/airports/{icao}/flights/arrivals\", headers=HEADERS)\n    return r.json()[\"arrivals\"]\n",
				key)
			return hcyS("flightaware-api-key", "python", t, []string{key})
		},
		func() Sample {
			key := rnd(hexs, 32)
			t := fmt.Sprintf("# weather widget for the dispatch dashboard\nexport AVIATIONSTACK_ACCESS_KEY=%s\ncurl \"http://api.aviationstack.com/v1/flights?access_key=$AVIATIONSTACK_ACCESS_KEY&dep_iata=%s\"",
				key, pick([]string{"LHR", "LIS", "DUB", "CWL", "OPO", "FRA", "AMS"}))
			return hcyS("aviationstack-key", "shell", t, []string{key})
		},
		func() Sample {
			key := rnd(alnum, 32)
			t := fmt.Sprintf("const checkwx = axios.create({\n  baseURL: 'https://api.checkwx.com',\n  headers: { 'X-API-Key': '%s' },\n});\n\nexport const metar = (icao) => checkwx.get(`/metar/${icao}/decoded`);",
				key)
			return hcyS("weather-api-key", "javascript", t, []string{key})
		},
		func() Sample {
			pw := hcyPw()
			u := "ops" + rnd(digits, 3)
			t := fmt.Sprintf("Dispatch notes %s\nETOPS alt changed to %s. Re-filed via the Eurocontrol NM B2B test account (%s, password %s) because prod cert expired — ticket raised.",
				hcyDate(), pick(hcyICAO), u, pw)
			return hcyS("dispatch-password", "note", t, []string{pw}, u)
		},
		func() Sample {
			code1, code2, code3 := hcyRecovery(), hcyRecovery(), hcyRecovery()
			t := fmt.Sprintf("%s — backup codes for the crew portal 2FA (printed copy is in my flight bag):\n%s\n%s\n%s\neach one works once",
				hcyFirstN(), code1, code2, code3)
			return hcyS("recovery-code", "note", t, []string{code1, code2, code3})
		},
		func() Sample {
			seed := hcyB32(32)
			u := hcyUser()
			air := pick(hcyAirlines)
			t := fmt.Sprintf("otpauth://totp/%s:%s?secret=%s&issuer=%s&digits=6&period=30",
				strings.ReplaceAll(air, " ", "%20"), u, seed, strings.ReplaceAll(air, " ", "%20"))
			t = "QR wouldn't scan on the new phone so I copied the URI:\n" + t
			return hcyS("totp-seed", "chat", t, []string{seed}, u)
		},
		func() Sample {
			pw := hcyPw()
			acct := "stn_" + pick([]string{"lis", "cwl", "dub", "opo", "bhx", "osl"})
			t := fmt.Sprintf("%s: morning, early team. CrewTrac kiosk at gate %s%d froze again, I logged it in as the station account (%s / %s) so crews could sign on. Pls log out at 10.",
				hcyFirstN(), rnd("ABCD", 1), 1+rng.IntN(40), acct, pw)
			return hcyS("kiosk-password", "chat", t, []string{pw}, acct)
		},
	}
}
