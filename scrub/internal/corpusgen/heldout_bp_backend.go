package main

import (
	"fmt"
	"strings"
)

func hbpBackendGens() []hbpGen {
	return []hbpGen{
		{6, func() Sample {
			u := pick([]string{"bf_builder", "steam_upload", "tinfoil_ci", "northkite_build", "depotpush"}) + fmt.Sprint(hbpNum(1, 9))
			pw := hbpGenPw()
			app := hbpNum(1200000, 3400000)
			text := fmt.Sprintf(`#!/usr/bin/env bash
# upload_steam.sh – pushes the default branch build
set -euo pipefail
STEAMCMD=~/steamcmd/steamcmd.sh
$STEAMCMD +login %s '%s' \
  +run_app_build "$(pwd)/scripts/app_build_%d.vdf" +quit`, u, pw, app)
			return hbpS("steam-build-password", "shell", text, []string{pw}, u, fmt.Sprintf("app_build_%d.vdf", app))
		}},
		{5, func() Sample {
			k := hbpHexU(32)
			text := fmt.Sprintf(`[steam]
app_id = %d
publisher_web_api_key = "%s"
leaderboard_sync = true
sync_interval_minutes = %d`, hbpNum(1200000, 3400000), k, pick([]int{5, 10, 15, 30}))
			return hbpS("steam-publisher-key", "toml", text, []string{k}, "leaderboard_sync = true")
		}},
		{4, func() Sample {
			k := hbpHexU(32)
			sid := hbpSteamID()
			text := fmt.Sprintf("$ curl \"https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v2/?key=%s&steamids=%s\"\n{\"response\":{\"players\":[{\"steamid\":\"%s\",\"communityvisibilitystate\":3,\"personaname\":\"%s\"}]}}", k, sid, sid, pick(hbpHandles))
			return hbpS("steam-web-api-key", "shell", text, []string{k}, sid)
		}},
		{5, func() Sample {
			tid := hbpHexU(5)
			k := strings.ToUpper(rnd(upper+digits, 52))
			text := fmt.Sprintf(`{
  "PlayFab": {
    "TitleId": "%s",
    "DeveloperSecretKey": "%s",
    "Cloud": "%s"
  },
  "Matchmaking": { "QueueName": "%s", "TimeoutSeconds": %d }
}`, tid, k, pick([]string{"main", "eu", "us"}), pick([]string{"ranked_2v2", "casual", "coop_4p"}), hbpNum(30, 120))
			return hbpS("playfab-secret-key", "json", text, []string{k}, tid)
		}},
		{4, func() Sample {
			tid := hbpHexU(5)
			k := rnd(upper+digits, 52)
			text := fmt.Sprintf("%s: the admin tool can't call PlayFab since we rotated\n%s: new title secret for %s is %s, the old one is revoked\n%s: ty, redeploying", pick(hbpFirst), pick(hbpFirst), tid, k, pick(hbpFirst))
			return hbpS("playfab-secret-key", "chat", text, []string{k}, tid)
		}},
		{6, func() Sample {
			cid := "xyza7891" + rnd(alnum, 24)
			sec := rnd(b64url, 43)
			prod := rnd(hexs, 32)
			text := fmt.Sprintf(`; DefaultEngine.ini
[/Script/OnlineSubsystemEOS.EOSSettings]
+Artifacts=(ArtifactName="%s",ClientId="%s",ClientSecret="%s",ProductId="%s",SandboxId="%s",DeploymentId="%s")
bUseEAS=True
bUseEOSConnect=True`, strings.ReplaceAll(pick(hbpGames), " ", ""), cid, sec, prod, rnd(hexs, 32), rnd(hexs, 32))
			return hbpS("eos-client-secret", "ini", text, []string{sec}, cid, prod)
		}},
		{4, func() Sample {
			cid := "xyza7891" + rnd(alnum, 24)
			sec := rnd(b64url, 43)
			text := fmt.Sprintf("Hey %s – Dev Portal creds for the dedicated server client policy (the client *with* TrustedServer policy, not the game client):\n\nclient id: %s\nclient secret: %s\n\nput them in the server's env as EOS_CLIENT_ID / EOS_CLIENT_SECRET, never in the shipped build", pick(hbpFirst), cid, sec)
			return hbpS("eos-client-secret", "chat", text, []string{sec}, cid)
		}},
		{6, func() Sample {
			hk := rnd(alnum, hbpNum(16, 24))
			cpw := hbpPw()
			text := fmt.Sprintf(`name: nakama-%s
logger:
  level: "INFO"
session:
  token_expiry_sec: 7200
socket:
  max_message_size_bytes: 4096
runtime:
  http_key: "%s"
console:
  port: 7351
  username: "%s"
  password: "%s"`, pick([]string{"prod", "staging", "eu1", "playtest"}), hk, pick([]string{"admin", "ops", "liveops"}), cpw)
			return hbpS("nakama-config", "yaml", text, []string{hk, cpw}, "token_expiry_sec: 7200")
		}},
		{4, func() Sample {
			hk := rnd(alnum, hbpNum(16, 24))
			host := "nakama." + pick(hbpDomains)
			text := fmt.Sprintf(`# grant the event reward to everyone who played this weekend (server-to-server rpc)
curl -s "https://%s/v2/rpc/%s?http_key=%s&unwrap" \
  -d '{"event":"%s","amount":%d}'`, host, pick([]string{"grant_event_reward", "admin_grant", "liveops_reward"}), hk, pick([]string{"halloween", "anniversary", "winterfest"}), hbpNum(50, 500))
			return hbpS("nakama-http-key", "shell", text, []string{hk}, host)
		}},
		{5, func() Sample {
			serial := pick([]string{"E3", "SC", "F4", "I3"}) + "-" + rnd(upper+digits, 4) + "-" + rnd(upper+digits, 4) + "-" + rnd(upper+digits, 4) + "-" + rnd(upper+digits, 4) + "-" + rnd(upper+digits, 4)
			pw := hbpGenPw()
			mail := hbpEmail()
			text := fmt.Sprintf(`# GameCI repository secrets (Settings > Secrets > Actions)
UNITY_EMAIL=%s
UNITY_PASSWORD=%s
UNITY_SERIAL=%s`, mail, pw, serial)
			return hbpS("unity-license", "env", text, []string{pw, serial}, mail)
		}},
		{4, func() Sample {
			serial := "E3-" + rnd(upper+digits, 4) + "-" + rnd(upper+digits, 4) + "-" + rnd(upper+digits, 4) + "-" + rnd(upper+digits, 4) + "-" + rnd(upper+digits, 4)
			text := fmt.Sprintf("%s, your Unity Pro seat is ready. Activate in Hub > Preferences > Licenses > Add > \"Activate with serial number\":\n\n    %s\n\nIt's a floating seat for the studio – please return it if you leave the project.", pick(hbpFirst), serial)
			return hbpS("unity-serial", "mail", text, []string{serial}, "Hub > Preferences > Licenses")
		}},
		{5, func() Sample {
			kid := hbpUUID()
			sec := rnd(b64url, 32)
			proj := hbpUUID()
			text := fmt.Sprintf(`# UGS CLI on the build agent
$ ugs config set project-id %s
$ ugs login
Enter your key-id: %s
Enter your secret-key: %s
Service account login succeeded.
$ ugs deploy ./RemoteConfig ./CloudCode -e production`, proj, kid, sec)
			return hbpS("ugs-service-account-secret", "shell", text, []string{sec}, kid, proj)
		}},
		{5, func() Sample {
			u := pick([]string{"contractor_", "ext_", "vo_", "art_"}) + strings.ToLower(pick(hbpFirst[:10]))
			pw := hbpPw()
			port := pick([]string{"ssl:p4.", "p4."}) + pick(hbpDomains) + ":1666"
			text := fmt.Sprintf("Perforce access\n===============\nP4PORT=%s\nP4USER=%s\nP4PASSWD=%s\nP4CLIENT=%s_%s_ws\n\nWorkspace view: //%s/Main/... only. Please don't touch //%s/Release.", port, u, pw, u, pick([]string{"win", "mac"}), strings.ReplaceAll(pick(hbpGames), " ", ""), strings.ReplaceAll(pick(hbpGames), " ", ""))
			return hbpS("perforce-password", "notes", text, []string{pw}, "P4USER="+u)
		}},
		{4, func() Sample {
			t := hbpHexU(32)
			u := hbpUser()
			text := fmt.Sprintf("$ p4 -u %s login -p\nEnter password:\n%s\n$ p4 set P4TICKETS=/tmp/ci_tickets\n$ p4 sync //depot/Main/...#head\n//depot/Main/Source/Game.Build.cs#%d - updating", u, t, hbpNum(2, 90))
			return hbpS("perforce-ticket", "shell", text, []string{t}, u)
		}},
		{5, func() Sample {
			tok := "sntrys_" + rnd(b64url, hbpNum(80, 120))
			text := fmt.Sprintf(`- name: Upload debug symbols
  env:
    SENTRY_ORG: %s
    SENTRY_PROJECT: %s
    SENTRY_AUTH_TOKEN: %s
  run: sentry-cli debug-files upload --include-sources Builds/%s_BackUpThisFolder_ButDontShipItWithYourGame`, strings.ToLower(strings.ReplaceAll(pick(hbpStudios), " ", "-")), strings.ToLower(strings.ReplaceAll(pick(hbpGames), " ", "-")), tok, strings.ReplaceAll(pick(hbpGames), " ", ""))
			return hbpS("sentry-auth-token", "yaml", text, []string{tok}, "sentry-cli debug-files upload")
		}},
		{4, func() Sample {
			db := strings.ToLower(strings.ReplaceAll(pick(hbpGames), " ", "_"))
			u := hbpEmail()
			pw := hbpPw()
			text := fmt.Sprintf(`REM post-build: send symbols to BugSplat
SendPdbs.exe /u %s /p %s /b %s /a "%s" /v "%d.%d.%d" /d "Build\Win64"`, u, pw, db, pick(hbpGames), hbpNum(0, 2), hbpNum(0, 30), hbpNum(0, 400))
			return hbpS("bugsplat-password", "shell", text, []string{pw}, u, db)
		}},
		{4, func() Sample {
			t := rnd(hexs, 64)
			text := fmt.Sprintf("backtrace symbol upload kept failing with 401, turns out the CI had the *submission* token. The symbol:post token for %s is %s – put that in BACKTRACE_SYMBOL_TOKEN instead.", pick(hbpGames), t)
			return hbpS("backtrace-api-token", "chat", text, []string{t}, "BACKTRACE_SYMBOL_TOKEN")
		}},
		{5, func() Sample {
			ak := "AKIA" + rnd(upper+digits, 16)
			sk := rnd(alnum+"/+", 40)
			text := fmt.Sprintf(`[gamelift-deploy]
aws_access_key_id = %s
aws_secret_access_key = %s
region = %s`, ak, sk, pick([]string{"eu-central-1", "us-west-2", "ap-northeast-1"}))
			return hbpS("aws-secret-key", "ini", text, []string{sk}, ak)
		}},
		{4, func() Sample {
			k := rnd(alnum, 40)
			text := fmt.Sprintf(`$ export BUTLER_API_KEY=%s
$ butler push build/linux %s/%s:linux-beta --userversion %d.%d.%d
∙ For channel 'linux-beta': pushing first build
✓ Added 1 patch(es), %d.%d MiB`, k, pick(hbpHandles), strings.ToLower(strings.ReplaceAll(pick(hbpGames), " ", "-")), hbpNum(0, 1), hbpNum(1, 20), hbpNum(0, 9), hbpNum(20, 900), hbpNum(0, 9))
			return hbpS("itch-butler-key", "shell", text, []string{k}, "linux-beta")
		}},
		{5, func() Sample {
			sp := hbpPw()
			kp := hbpPw()
			alias := strings.ToLower(strings.ReplaceAll(pick(hbpGames), " ", ""))
			text := fmt.Sprintf(`android {
    signingConfigs {
        release {
            storeFile file("../keys/%s-upload.keystore")
            storePassword "%s"
            keyAlias "%s"
            keyPassword "%s"
        }
    }
}`, alias, sp, alias, kp)
			return hbpS("android-keystore-password", "code", text, []string{sp, kp}, "keyAlias")
		}},
		{4, func() Sample {
			pw := hbpPw()
			text := fmt.Sprintf("quick one – Unity keeps forgetting the keystore pass when i reopen the project (Player Settings > Publishing Settings). it's %s for both the keystore and the alias, can someone make the build script set it?", pw)
			return hbpS("android-keystore-password", "chat", text, []string{pw}, "Publishing Settings")
		}},
		{4, func() Sample {
			kid := hbpHexU(10)
			l1 := "MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg" + rnd(alnum+"+/", 16)
			l2, l3 := rnd(alnum+"+/", 64), rnd(alnum+"+/", 64)
			l4 := rnd(alnum+"+/", 8)
			text := fmt.Sprintf("App Store Connect API key for fastlane (AuthKey_%s.p8), issuer %s:\n\n-----BEGIN PRIVATE KEY-----\n%s\n%s\n%s\n%s\n-----END PRIVATE KEY-----", kid, hbpUUID(), l1, l2, l3, l4)
			return hbpS("apple-p8-key", "notes", text, []string{l1 + "\n" + l2 + "\n" + l3 + "\n" + l4}, "AuthKey_"+kid+".p8")
		}},
		{4, func() Sample {
			pw := hbpPw()
			ip := fmt.Sprintf("10.%d.%d.%d", hbpNum(0, 40), hbpNum(0, 255), hbpNum(2, 250))
			text := fmt.Sprintf("Devkit #%d (%s) is back on the QA shelf.\nDevice Portal: https://%s:11443\nuser: %s\npass: %s\nPlease don't change the sandbox, cert runs need XDKS.1.", hbpNum(1, 12), pick([]string{"dev kit, black", "Series X devkit", "the one with the red tape"}), ip, pick([]string{"qa", "devkit", "admin"}), pw)
			return hbpS("devkit-password", "notes", text, []string{pw}, ip)
		}},
		{4, func() Sample {
			pw := hbpPw()
			text := fmt.Sprintf("%s: anyone got the partner portal login for the platform holder? need to download the new SDK drop\n%s: shared account is in the vault, but since you're asking: builds@%s, pw %s. rotate it when the SDK is down pls\n%s: legend", pick(hbpFirst), pick(hbpFirst), pick(hbpDomains), pw, pick(hbpFirst))
			return hbpS("partner-portal-password", "chat", text, []string{pw}, "partner portal")
		}},
		{4, func() Sample {
			k := rnd(hexs, 40)
			gk := rnd(hexs, 32)
			text := fmt.Sprintf(`GameAnalytics.Initialize(
    gameKey: "%s",
    secretKey: "%s"
); // TODO move secret to server`, gk, k)
			return hbpS("gameanalytics-secret-key", "code", text, []string{k}, "TODO move secret to server")
		}},
	}
}
