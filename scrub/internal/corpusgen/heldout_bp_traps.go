package main

import (
	"fmt"
	"strings"
)

// hbpTrapGens: texts near the secrets' shapes with nothing that grants access
// (streaming and engine/back-end side).
func hbpTrapGens() []hbpGen {
	return []hbpGen{
		{6, func() Sample {
			text := fmt.Sprintf(`{
  "settings": {
    "bwtest": false,
    "key": "",
    "server": "auto",
    "service": "%s"
  },
  "type": "rtmp_common"
}`, pick([]string{"Twitch", "YouTube - RTMPS", "Kick"}))
			return hbpT("trap-empty-stream-key", "json", "fresh OBS install, why does it say 'invalid path or connection URL'?\n\n"+text)
		}},
		{6, func() Sample {
			ts := hbpTime() + fmt.Sprintf(":%02d", hbpNum(0, 59))
			ms := hbpNum(0, 400)
			text := fmt.Sprintf(`%s.%03d: [obs-nvenc: 'advanced_video_stream'] settings:
%s.%03d: 	codec:       %s
%s.%03d: 	rate_control: CBR
%s.%03d: 	bitrate:     %d
%s.%03d: 	keyint:      %d
%s.%03d: 	preset:      p%d
%s.%03d: Output 'adv_stream': %d frames dropped (%.1f%%)`,
				ts, ms, ts, ms+1, pick([]string{"H.264", "HEVC", "AV1"}), ts, ms+1, ts, ms+2, hbpNum(4500, 9000), ts, ms+2, pick([]int{120, 240}), ts, ms+3, hbpNum(4, 7), hbpTime()+":00", hbpNum(0, 999), hbpNum(0, 4000), float64(hbpNum(0, 80))/10)
			return hbpT("trap-obs-log", "log", text)
		}},
		{6, func() Sample {
			ph := pick([]string{"live_XXXXXXXXX_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", "<your stream key>", "YOUR_STREAM_KEY_HERE", "xxxx-xxxx-xxxx-xxxx-xxxx", "{stream_key}"})
			text := fmt.Sprintf(`### Streaming the %s showcase yourself

1. Open OBS > Settings > Stream
2. Service: Custom
3. Server: %s
4. Stream key: %s  ← replace with the key from your own dashboard
5. Keyframe interval: 2 s, bitrate 6000 Kbps`, pick(hbpGames), pick([]string{"rtmp://live.twitch.tv/app", "rtmp://a.rtmp.youtube.com/live2"}), ph)
			return hbpT("trap-stream-key-placeholder", "markdown", text)
		}},
		{6, func() Sample {
			text := fmt.Sprintf("%s: someone was streaming a speedrun to our channel at 3am 😬\n%s: yeah the stream key leaked via the old OBS profile. I reset it in the creator dashboard, enabled 2FA and told the mods. New key is only on the stream PC.\n%s: thanks!", pick(hbpFirst), pick(hbpHandles), pick(hbpFirst))
			return hbpT("trap-stream-key-talk", "chat", text)
		}},
		{5, func() Sample {
			slug := hbpCap(pick(hbpWords)) + hbpCap(pick(hbpWords)) + pick([]string{"PogChamp", "Kappa", "LUL", "BibleThump", "ResidentSleeper"}) + "-" + rnd(b64url, 16)
			text := fmt.Sprintf("best clip from last night's %s stream: https://clips.twitch.tv/%s\nand the VOD is https://www.twitch.tv/videos/%s (timestamp 1h%02dm)", pick(hbpGames), slug, hbpDigits(10), hbpNum(0, 59))
			return hbpT("trap-twitch-clip", "chat", text)
		}},
		{5, func() Sample {
			var rows []string
			for i := 0; i < hbpNum(3, 5); i++ {
				rows = append(rows, fmt.Sprintf("| %s | %s | https://youtu.be/%s | %s |", hbpDate(), pick([]string{"devlog", "patch preview", "speedrun", "Q&A"}), rnd(b64url, 11), pick([]string{"scheduled", "live", "uploaded"})))
			}
			text := fmt.Sprintf("Channel: https://www.youtube.com/channel/UC%s\n\n| Date | Type | Link | Status |\n|---|---|---|---|\n%s", rnd(b64url, 22), strings.Join(rows, "\n"))
			return hbpT("trap-youtube-ids", "markdown", text)
		}},
		{5, func() Sample {
			text := `application live {
    live on;
    record off;
    # keys come from the environment (envsubst at container start)
    push rtmp://a.rtmp.youtube.com/live2/${YT_STREAM_KEY};
    push rtmp://live.twitch.tv/app/${TWITCH_STREAM_KEY};
}`
			return hbpT("trap-stream-key-reference", "config", text)
		}},
		{5, func() Sample {
			id := rnd(lower+digits, 30)
			text := fmt.Sprintf(`{
  "name": "%s Companion",
  "twitch": {
    "client_id": "%s",
    "panel_height": %d,
    "requires_broadcaster_config": true
  }
}`, pick(hbpGames), id, hbpNum(300, 500))
			return hbpT("trap-twitch-client-id", "json", text)
		}},
		{5, func() Sample {
			text := fmt.Sprintf("encoder tips for the new streamers in the program:\n- keyframe interval %d (twitch wants 2)\n- CBR, %d kbps for 1080p60\n- key frames every 2s, B-frames %d\n- never show your stream key on screen; if it leaks, reset it in the dashboard", pick([]int{0, 2}), hbpNum(6000, 8000), hbpNum(0, 4))
			return hbpT("trap-keyframe-talk", "chat", text)
		}},
		{5, func() Sample {
			text := fmt.Sprintf("Stream key: %s   [Show] [Copy] [Reset]\nPrimary server: Auto (recommended)\nLatency mode: %s\n\n^ that's what the dashboard shows me, where do I paste it in streamlabs?", strings.Repeat("•", hbpNum(18, 30)), pick([]string{"Low", "Normal"}))
			return hbpT("trap-masked-stream-key", "chat", text)
		}},
		{6, func() Sample {
			app := hbpNum(1200000, 3400000)
			text := fmt.Sprintf(`"AppBuild"
{
	"AppID" "%d"
	"Desc" "nightly %s"
	"BuildOutput" "..\output\"
	"SetLive" "%s"
	"Depots"
	{
		"%d" "depot_%d_win.vdf"
		"%d" "depot_%d_linux.vdf"
	}
}`, app, hbpDate(), pick([]string{"beta", "playtest", ""}), app+1, app+1, app+2, app+2)
			return hbpT("trap-steam-app-build", "vdf", text)
		}},
		{5, func() Sample {
			text := fmt.Sprintf(`#!/usr/bin/env bash
set -euo pipefail
# creds are injected by the CI (masked variables), never hardcode them here
steamcmd +login "$STEAM_BUILD_USER" "$STEAM_BUILD_PASS" \
  +run_app_build "$PWD/scripts/app_build_%d.vdf" +quit`, hbpNum(1200000, 3400000))
			return hbpT("trap-steamcmd-env", "shell", text)
		}},
		{5, func() Sample {
			var b strings.Builder
			b.WriteString("Closed beta testers (SteamID64):\n")
			for i := 0; i < hbpNum(3, 6); i++ {
				fmt.Fprintf(&b, "%s  %s\n", hbpSteamID(), pick(hbpHandles))
			}
			b.WriteString("grant them the playtest package in the partner site")
			return hbpT("trap-steamid", "notes", b.String())
		}},
		{5, func() Sample {
			text := fmt.Sprintf("PlayFab: title id is %s (it's in the client, not a secret). The developer secret key is under Title settings > Secret Keys – only %s and the server pipeline have it.", hbpHexU(5), pick(hbpFirst))
			return hbpT("trap-playfab-title-id", "chat", text)
		}},
		{5, func() Sample {
			text := fmt.Sprintf(`[/Script/OnlineSubsystemEOS.EOSSettings]
+Artifacts=(ArtifactName="%s",ClientId="xyza7891%s",ClientSecret="",ProductId="%s",SandboxId="%s",DeploymentId="%s",EncryptionKey="")
; ClientSecret + EncryptionKey are injected at package time from the build secrets`, strings.ReplaceAll(pick(hbpGames), " ", ""), rnd(alnum, 24), rnd(hexs, 32), rnd(hexs, 32), rnd(hexs, 32))
			return hbpT("trap-eos-ids", "ini", text)
		}},
		{6, func() Sample {
			text := fmt.Sprintf(`fileFormatVersion: 2
guid: %s
TextureImporter:
  internalIDToNameTable: []
  externalObjects: {}
  serializedVersion: %d
  mipmaps:
    mipMapMode: 0
    enableMipMap: %d
  spriteBorder: {x: 0, y: 0, z: 0, w: 0}
  spritePixelsToUnits: %d`, rnd(hexs, 32), hbpNum(10, 13), hbpNum(0, 1), pick([]int{16, 32, 100}))
			return hbpT("trap-unity-meta-guid", "yaml", text)
		}},
		{5, func() Sample {
			text := fmt.Sprintf(`PlayerSettings:
  companyName: %s
  productName: %s
  productGUID: %s
  cloudProjectId: %s
  organizationId: %s
  bundleVersion: %d.%d.%d
  AndroidKeystoreName: '{inproject}: keys/upload.keystore'
  AndroidKeyaliasName: upload`, pick(hbpStudios), pick(hbpGames), rnd(hexs, 32), hbpUUID(), strings.ToLower(strings.ReplaceAll(pick(hbpStudios), " ", "-")), hbpNum(0, 2), hbpNum(0, 30), hbpNum(0, 99))
			return hbpT("trap-unity-project-ids", "yaml", text)
		}},
		{5, func() Sample {
			text := fmt.Sprintf(`      - uses: game-ci/unity-builder@v4
        env:
          UNITY_LICENSE: ${{ secrets.UNITY_LICENSE }}
          UNITY_EMAIL: ${{ secrets.UNITY_EMAIL }}
          UNITY_PASSWORD: ${{ secrets.UNITY_PASSWORD }}
        with:
          targetPlatform: %s
          unityVersion: %d.%d.%df1`, pick([]string{"StandaloneWindows64", "Android", "WebGL", "StandaloneLinux64"}), pick([]int{2022, 6000}), hbpNum(0, 3), hbpNum(1, 50))
			return hbpT("trap-ci-secret-reference", "yaml", text)
		}},
		{5, func() Sample {
			text := fmt.Sprintf(`Fatal error: [File:D:\build\++UE5\Sync\Engine\Source\Runtime\Core\Private\GenericPlatform\GenericPlatformMemory.cpp] [Line: %d]
Ran out of memory allocating %d bytes with alignment 16
CrashGUID: UECC-Windows-%s_0000
0x00007ff%s UnrealEditor-Core.dll!UnknownFunction []
0x00007ff%s %s-Win64-Shipping.exe!AMossCharacter::Tick() [Source\Game\Private\MossCharacter.cpp:%d]`, hbpNum(100, 300), hbpNum(10000000, 999999999), hbpHexU(32), rnd(hexs, 9), rnd(hexs, 9), strings.ReplaceAll(pick(hbpGames), " ", ""), hbpNum(40, 900))
			return hbpT("trap-crash-guid", "log", text)
		}},
		{5, func() Sample {
			text := fmt.Sprintf("Sentry issue %s-%s: NullReferenceException in InventoryUI.Refresh\nevent id %s, release %d.%d.%d, %d users affected\ntrace_id=%s", strings.ToUpper(strings.ReplaceAll(pick(hbpGames), " ", "")[:4]), rnd(upper+digits, 3), rnd(hexs, 32), hbpNum(0, 2), hbpNum(0, 30), hbpNum(0, 99), hbpNum(1, 900), rnd(hexs, 32))
			return hbpT("trap-sentry-event-id", "ticket", text)
		}},
		{5, func() Sample {
			var b strings.Builder
			for i := 0; i < hbpNum(3, 5); i++ {
				fmt.Fprintf(&b, "Change %d on %s by %s@%s_ws '%s'\n", hbpNum(100000, 999999), hbpDate(), strings.ToLower(pick(hbpFirst[:10])), strings.ToLower(pick(hbpFirst[:10])), pick([]string{"fix lightmap seams", "new VO lines act 2", "bump EOS SDK", "QA: crash on resume", "perf: pool projectiles"}))
			}
			return hbpT("trap-perforce-changes", "shell", "$ p4 changes -m 5 //depot/Main/...\n"+b.String())
		}},
		{5, func() Sample {
			text := `signingConfigs {
    release {
        storeFile file(System.getenv("KEYSTORE_PATH") ?: "../keys/upload.keystore")
        storePassword System.getenv("KEYSTORE_PASS")
        keyAlias "upload"
        keyPassword System.getenv("KEY_PASS")
    }
}`
			return hbpT("trap-keystore-env", "code", text)
		}},
		{5, func() Sample {
			fp := func(n int) string {
				p := make([]string, n)
				for i := range p {
					p[i] = hbpHexU(2)
				}
				return strings.Join(p, ":")
			}
			text := fmt.Sprintf("$ keytool -list -v -keystore upload.keystore -alias upload | grep -A2 fingerprints\nCertificate fingerprints:\n\t SHA1: %s\n\t SHA256: %s\n(send the SHA-1 to whoever sets up Google sign-in)", fp(20), fp(32))
			return hbpT("trap-cert-fingerprint", "shell", text)
		}},
		{5, func() Sample {
			text := fmt.Sprintf(`$ aws gamelift describe-fleet-attributes --fleet-ids fleet-%s
{
  "FleetAttributes": [{
    "FleetId": "fleet-%s",
    "FleetArn": "arn:aws:gamelift:%s:%s:fleet/fleet-%s",
    "BuildId": "build-%s",
    "Status": "ACTIVE"
  }]
}`, hbpUUID(), hbpUUID(), pick([]string{"eu-central-1", "us-west-2"}), rnd(digits, 12), hbpUUID(), hbpUUID())
			return hbpT("trap-aws-ids", "shell", text)
		}},
		{5, func() Sample {
			img := pick([]string{"ghcr.io/", "registry.gitlab.com/"}) + strings.ToLower(strings.ReplaceAll(pick(hbpStudios), " ", "")) + "/dedicated-server"
			text := fmt.Sprintf("deployed %s@sha256:%s to the %s fleet at %s, rollback target is the previous digest sha256:%s", img, rnd(hexs, 64), pick([]string{"EU", "NA", "APAC"}), hbpTime(), rnd(hexs, 64))
			return hbpT("trap-image-digest", "chat", text)
		}},
		{4, func() Sample {
			text := fmt.Sprintf("App Store Connect API: Key ID %s, Issuer ID %s. The .p8 itself is in 1Password (\"ASC API key – fastlane\"), it can only be downloaded once so don't lose it.", hbpHexU(10), hbpUUID())
			return hbpT("trap-asc-key-id", "notes", text)
		}},
		{5, func() Sample {
			text := fmt.Sprintf(`session:
  encryption_key: "${NAKAMA_ENCRYPTION_KEY}"
  refresh_encryption_key: "${NAKAMA_REFRESH_KEY}"
runtime:
  http_key: "${NAKAMA_HTTP_KEY}"
console:
  username: "%s"
  password: "${NAKAMA_CONSOLE_PASSWORD}"`, pick([]string{"admin", "liveops"}))
			return hbpT("trap-nakama-env-refs", "yaml", text)
		}},
		{5, func() Sample {
			text := fmt.Sprintf(`%s [INFO] PlayFab GetLeaderboard ok X-Request-ID=%s latency=%dms
%s [WARN] PlayFab throttled, retry in %dms correlation=%s
%s [INFO] match %s created region=%s players=%d`, hbpTime(), rnd(hexs, 32), hbpNum(20, 400), hbpTime(), hbpNum(100, 2000), hbpUUID(), hbpTime(), rnd(b64url, 20), pick([]string{"EastUs", "NorthEurope", "JapanEast"}), hbpNum(2, 8))
			return hbpT("trap-request-ids", "log", text)
		}},
	}
}
