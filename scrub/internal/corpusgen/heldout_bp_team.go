package main

import (
	"fmt"
	"strings"
)

func hbpTeamGens() []hbpGen {
	return []hbpGen{
		{6, func() Sample {
			n := hbpNum(2, 3)
			var rows []string
			var secs, keep []string
			for i := 0; i < n; i++ {
				u := fmt.Sprintf("qa_%s_%02d", pick([]string{"eu", "na", "jp", "br"}), hbpNum(1, 60))
				pw := hbpPw()
				rows = append(rows, fmt.Sprintf("%s,%s,%s,%s", u, pw, pick([]string{"PC", "PS5", "XSX", "Switch", "SteamDeck"}), pick([]string{"fresh save", "lvl 40 endgame", "has all DLC", "banned (for appeal flow)", "tutorial skipped"})))
				secs = append(secs, pw)
				keep = append(keep, u)
			}
			text := "username,password,platform,notes\n" + strings.Join(rows, "\n")
			return hbpS("qa-test-account", "csv", text, secs, keep...)
		}},
		{5, func() Sample {
			u1, u2 := "playtest"+fmt.Sprint(hbpNum(1, 20)), "playtest"+fmt.Sprint(hbpNum(21, 40))
			p1, p2 := hbpPw(), hbpPw()
			text := fmt.Sprintf(`| Account | Password | Region | State |
|---|---|---|---|
| %s | %s | EU | new player |
| %s | %s | NA | max rank |

Reset the save via the debug menu (F10 > Save > Wipe) after each session.`, u1, p1, u2, p2)
			return hbpS("qa-test-account", "markdown", text, []string{p1, p2}, u1, u2)
		}},
		{5, func() Sample {
			u := hbpUser()
			pw := hbpPw()
			text := fmt.Sprintf(`**BUG-%d** Crash on login after account link
Build: %d.%d.%d (CL %d)
Steps:
1. Launch on %s
2. Log in with test account %s (pw: %s)
3. Link Discord from Settings > Accounts
Expected: link succeeds
Actual: hard crash, dump attached`, hbpNum(1000, 9999), hbpNum(0, 1), hbpNum(1, 40), hbpNum(0, 9), hbpNum(100000, 999999), pick([]string{"Steam Deck", "PS5 devkit", "Win11"}), u, pw)
			return hbpS("qa-test-account", "ticket", text, []string{pw}, u)
		}},
		{5, func() Sample {
			pw := hbpPw()
			who := pick(hbpFirst)
			text := fmt.Sprintf("Hi %s,\n\nThanks again for voicing %s! Session details for Thursday:\n\n- Remote session via SessionLink, we'll send the invite\n- Script + reference: https://drive.%s/s/vo-%s\n  password for the share: %s\n- Please record pickups at 48 kHz / 24-bit\n\nCheers,\n%s (audio lead)", who, pick([]string{"the Ferryman", "Captain Ilse", "the narrator", "Grub the goblin"}), pick(hbpDomains), rnd(lower+digits, 6), pw, pick(hbpFirst))
			return hbpS("share-password", "mail", text, []string{pw}, "48 kHz / 24-bit")
		}},
		{5, func() Sample {
			code := hbpCode(pick([]int{4, 5, 6}))
			alarm := hbpCode(4)
			text := fmt.Sprintf(`Welcome to the studio! 🎮
- Front door keypad: %s then #
- Alarm (if you're first in / last out): %s, panel is left of the kitchen
- Bikes go in the courtyard, not the hallway
- Standup is %s in the big room`, code, alarm, hbpTime())
			return hbpS("door-code", "notes", text, []string{code, alarm}, "Front door keypad")
		}},
		{5, func() Sample {
			ssid := pick(hbpStudios) + pick([]string{"", "-5G", " Guest", "_Office"})
			k := hbpWifi()
			text := fmt.Sprintf("%s: what's the wifi for the mocap stage?\n%s: %s / %s\n%s: ta", pick(hbpFirst), pick(hbpFirst), ssid, k, pick(hbpFirst))
			return hbpS("wifi-key", "chat", text, []string{k}, ssid)
		}},
		{4, func() Sample {
			ssid := pick([]string{"BF-Stream", "StreamRoom", "NK-Booth", "saltpine-events"})
			k := hbpWifi()
			text := fmt.Sprintf(`WIFI:T:WPA;S:%s;P:%s;;`, ssid, k)
			text = "QR payload for the expo booth sign (print on the back, staff only):\n" + text
			return hbpS("wifi-key", "notes", text, []string{k}, ssid)
		}},
		{4, func() Sample {
			c := fmt.Sprintf("%d-%d-%d", hbpNum(0, 39), hbpNum(0, 39), hbpNum(0, 39))
			text := fmt.Sprintf("devkit cabinet (the grey one in QA) combo is %s. Kits must be back in there every night, platform holder audit is next month.", c)
			return hbpS("safe-code", "chat", text, []string{c}, "platform holder audit")
		}},
		{4, func() Sample {
			l := hbpNum(1, 60)
			c := hbpCode(4)
			text := fmt.Sprintf("Meeting notes %s – expo prep\n\nAttendees: %s, %s, %s\n\n* Booth build Tue 9:00, loading dock B\n* Storage locker #%d at the venue, code %s (merch + spare Steam Decks)\n* Demo build freeze Friday; %s owns the kiosk mode\n* Cash box float 200€", hbpDate(), pick(hbpFirst), pick(hbpFirst), pick(hbpFirst), l, c, pick(hbpFirst))
			return hbpS("locker-code", "notes", text, []string{c}, fmt.Sprintf("#%d", l))
		}},
		{5, func() Sample {
			u := pick([]string{"leaderboard", "game_api", "liveops", "telemetry"})
			pw := hbpGenPw()
			host := pick([]string{"db", "pg-prod", "stats-db"}) + "." + pick(hbpDomains)
			text := fmt.Sprintf(`# appsettings.Production.json (leaderboard service)
{
  "ConnectionStrings": {
    "Scores": "Host=%s;Port=5432;Database=scores;Username=%s;Password=%s;SSL Mode=Require"
  }
}`, host, u, pw)
			return hbpS("db-password", "json", text, []string{pw}, host, "Username="+u)
		}},
		{4, func() Sample {
			pw := rnd(alnum, hbpNum(20, 32))
			host := "redis-" + rnd(digits, 5) + ".c" + rnd(digits, 3) + ".eu-west-1-2.ec2.redns.redis-cloud.com"
			text := fmt.Sprintf("matchmaker still points at the old redis. new url:\nredis://default:%s@%s:%d\n(lobby TTLs unchanged)", pw, host, hbpNum(10000, 19999))
			return hbpS("redis-password", "chat", text, []string{pw}, host)
		}},
		{4, func() Sample {
			pw := hbpGenPw()
			u := "mongo_" + pick([]string{"saves", "profiles", "ugc"})
			text := fmt.Sprintf(`MONGO_URI="mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority"`, u, pw, rnd(lower+digits, 5), pick([]string{"saves", "profiles", "levels"}))
			return hbpS("db-password", "env", text, []string{pw}, u)
		}},
		{5, func() Sample {
			who := pick(hbpFirst)
			u := "ext_" + strings.ToLower(who)
			pw := hbpPw()
			text := fmt.Sprintf(`# Onboarding – %s (contract 3D artist, %s → %s)

## Accounts
- Perforce user: %s
- Temporary password: %s (change on first login: p4 passwd)
- Jira/Confluence: invite sent to personal mail
- Unreal: project is UE5.%d, use the launcher build

## Rules
- Only submit to //Art/Environment/...
- No screenshots on social until announce`, who, hbpDate(), hbpDate(), u, pw, hbpNum(1, 5))
			return hbpS("contractor-password", "markdown", text, []string{pw}, u)
		}},
		{4, func() Sample {
			pw := hbpPw()
			text := fmt.Sprintf("Hey! For the localisation pass the glossary lives in our wiki, guest login is loc_guest and the password is %s. You'll see the string tables for %s under Localisation/Loc_Master.", pw, pick(hbpGames))
			return hbpS("contractor-password", "chat", text, []string{pw}, "loc_guest")
		}},
		{4, func() Sample {
			pin := hbpCode(4)
			text := fmt.Sprintf("Switch devkit in QA bay %d: parental controls are ON for the age-rating test. PIN to turn them off is %s. Don't forget to re-enable before the next run.", hbpNum(1, 6), pin)
			return hbpS("pin", "notes", text, []string{pin}, "age-rating test")
		}},
		{4, func() Sample {
			pin := hbpCode(pick([]int{4, 6}))
			text := fmt.Sprintf("%s: the studio card for Steam/asset store purchases got a new PIN: %s\n%s: noted, ta", pick(hbpFirst), pin, pick(hbpFirst))
			return hbpS("card-pin", "chat", text, []string{pin}, "studio card")
		}},
		{5, func() Sample {
			pw := hbpPw()
			u := hbpEmail()
			text := fmt.Sprintf(`Handover – %s leaving Friday

1. Steam partner site: I removed my own user; %s is now admin.
2. The social scheduler account: %s / %s (shared, change it after I go)
3. Crash triage rota: %s takes Mondays.
4. Press key list is in the keymailer export, not here.`, pick(hbpFirst), pick(hbpFirst), u, pw, pick(hbpFirst))
			return hbpS("account-password", "notes", text, []string{pw}, u)
		}},
		{4, func() Sample {
			pw := hbpGenPw()
			text := fmt.Sprintf(`commit %s
Author: %s <%s>
Date:   %s

    fix: ci could not reach the symbol server

    set SYMSTORE_PASS=%s in the agent env (will move to vault next sprint)`, rnd(hexs, 40), pick(hbpFirst), hbpEmail(), hbpDate(), pw)
			return hbpS("symbol-server-password", "commit", text, []string{pw}, "SYMSTORE_PASS")
		}},
		{4, func() Sample {
			old := hbpGenPw()
			nw := hbpGenPw()
			text := fmt.Sprintf(`--- a/Config/DefaultGame.ini
+++ b/Config/DefaultGame.ini
@@ -%d,4 +%d,4 @@
 [/Script/%sServer.AdminSettings]
 bEnableRcon=True
-RconPassword=%s
+RconPassword=%s
 MaxPlayers=%d`, hbpNum(10, 80), hbpNum(10, 80), strings.ReplaceAll(pick(hbpGames), " ", ""), old, nw, pick([]int{16, 32, 64}))
			return hbpS("rcon-password", "diff", text, []string{old, nw}, "bEnableRcon=True")
		}},
		{4, func() Sample {
			pw := hbpPw()
			text := fmt.Sprintf("Playtest server for the community tonight:\nIP %d.%d.%d.%d:%d\nserver password: %s\n(only for the people in #playtest-signup, please don't stream the lobby screen)", hbpNum(5, 220), hbpNum(0, 255), hbpNum(0, 255), hbpNum(1, 254), pick([]int{7777, 27015, 7787}), pw)
			return hbpS("server-password", "chat", text, []string{pw}, "#playtest-signup")
		}},
		{4, func() Sample {
			pw := hbpGenPw()
			u := "svc_jenkins"
			text := fmt.Sprintf(`pipeline {
  environment {
    PLASTIC_USER = '%s'
    PLASTIC_PASS = '%s'
  }
  stages { stage('Cook') { steps { bat 'RunUAT.bat BuildCookRun -project=%s.uproject -platform=Win64 -cook -stage -pak' } } }
}`, u, pw, strings.ReplaceAll(pick(hbpGames), " ", ""))
			return hbpS("vcs-password", "code", text, []string{pw}, u)
		}},
		{5, func() Sample {
			var keys []string
			n := hbpNum(1, 3)
			for i := 0; i < n; i++ {
				keys = append(keys, rnd(upper+digits, 5)+"-"+rnd(upper+digits, 5)+"-"+rnd(upper+digits, 5))
			}
			who := pick(hbpHandles)
			text := fmt.Sprintf("Hi %s,\n\nthanks for covering %s! Here %s (activate via Steam > Games > Activate a Product on Steam):\n\n%s\n\nEmbargo lifts %s 15:00 CET.\n\n%s PR", who, pick(hbpGames), map[bool]string{true: "is your Steam key", false: "are your Steam keys"}[n == 1], strings.Join(keys, "\n"), hbpDate(), pick(hbpStudios))
			return hbpS("steam-product-key", "mail", text, keys, "Activate a Product on Steam")
		}},
	}
}
