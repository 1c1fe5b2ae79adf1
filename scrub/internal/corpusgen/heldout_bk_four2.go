package main

import "strings"

// hbkLongToken returns a long secret of a real shape and a short label for it.
func hbkLongToken() (string, string) {
	switch rng.IntN(9) {
	case 0:
		return "github_pat_" + hbkR(alnum, 22) + "_" + hbkR(alnum, 59), "GitHub token"
	case 1:
		return "sk-proj-" + hbkR(b64url, 74) + "T3BlbkFJ" + hbkR(b64url, 74), "OpenAI key"
	case 2:
		return "sk-ant-api03-" + hbkR(b64url, 93) + "AA", "Anthropic key"
	case 3:
		return "AAAA" + hbkR(b64url, 7) + ":APA91b" + hbkR(b64url, 134), "FCM server key"
	case 4:
		return "sk_live_51" + hbkR(alnum, 97), "Stripe secret key"
	case 5:
		return "SG." + hbkR(b64url, 22) + "." + hbkR(b64url, 43), "SendGrid key"
	case 6:
		return "xoxb-" + hbkR(digits, 12) + "-" + hbkR(digits, 13) + "-" + hbkR(alnum, 24), "Slack bot token"
	case 7:
		return "glpat-" + hbkR(b64url, 20) + hbkR(alnum, 40), "GitLab token"
	default:
		return hbkR(alnum+"+/", 86) + "==", "storage account key"
	}
}

// hbkSplit cuts s into two parts, the second at least 20 characters long.
func hbkSplit(s string) (string, string) {
	lo := len(s) / 3
	if lo < 8 {
		lo = 8
	}
	hi := len(s) - 20
	if hi < lo {
		hi = lo
	}
	at := hbkN(lo, hi)
	return s[:at], s[at:]
}

func hbkSplitKeySamples() []Sample {
	cat := "split-secret"
	gens := []func() Sample{
		func() Sample {
			t, what := hbkLongToken()
			a, b := hbkSplit(t)
			return hbkSec(cat, "chat", hbkLines(
				hbkChatPrefix()+hbkP("here's the "+what+", it wrapped in my terminal:", "new "+what+":", what+" (two lines, join them)"),
				a,
				b,
			), a, b)
		},
		func() Sample {
			t, what := hbkLongToken()
			a, b := hbkSplit(t)
			return hbkSec(cat, "chat", hbkLines(
				hbkChatPrefix()+"first half of the "+what+": "+a,
				hbkChatPrefix()+hbkP("second half: ", "and the rest: ", "")+b,
			), a, b)
		},
		func() Sample {
			t, what := hbkLongToken()
			a, b := hbkSplit(t)
			keep := "- bump versionCode before the Play upload"
			return hbkSecK(cat, "notes", hbkLines(
				"TODO "+hbkDate(),
				keep,
				"- "+what+" for CI = "+a,
				"  "+b,
				"- ask "+hbkPL(hbkNames)+" about the icon set",
			), []string{keep}, a, b)
		},
		func() Sample {
			t, _ := hbkLongToken()
			a, b := hbkSplit(t)
			ts := hbkTime()
			return hbkSec(cat, "log", hbkLines(
				ts+" INFO  [sync] starting upload",
				ts+" DEBUG [http] Authorization: Bearer "+a,
				b,
				ts+" INFO  [sync] 200 OK in 412ms",
			), a, b)
		},
		func() Sample {
			t, what := hbkLongToken()
			a, b := hbkSplit(t)
			return hbkSec(cat, "email", hbkLines(
				"Hi "+hbkPL(hbkNames)+",",
				"",
				"as discussed, the "+what+" for the client project:",
				"",
				"> "+a,
				"> "+b,
				"",
				"Best, "+hbkPL(hbkNames),
			), a, b)
		},
		func() Sample {
			t, what := hbkLongToken()
			a, b := hbkSplit(t)
			return hbkSec(cat, "env", hbkLines(
				"# "+what+" (wrapped, remove the backslash)",
				"API_SECRET="+a+"\\",
				b,
				"API_TIMEOUT=30",
			), a, b)
		},
		func() Sample {
			// wrapped inside a fixed-width code block pasted from a PDF or a ticket
			t, what := hbkLongToken()
			var parts []string
			for len(t) > 60 {
				parts = append(parts, t[:48])
				t = t[48:]
			}
			parts = append(parts, t)
			return hbkSec(cat, "ticket", hbkLines(
				hbkF("SUP-%d  %s rotated", hbkN(1000, 9999), what),
				"New value:",
				"    "+strings.Join(parts, "\n    "),
				"Please update the CI variables.",
			), parts...)
		},
	}
	return hbkRun(30, gens)
}

// hbkSAEmail is a service account address.
func hbkSAEmail() string {
	proj := hbkPL(hbkApps) + "-" + hbkR(lower+digits, 5)
	return hbkP("firebase-adminsdk-"+hbkR(lower+digits, 5), "play-publisher", "github-actions", "fastlane-supply", "api-"+hbkR(digits, 3)) +
		"@" + proj + ".iam.gserviceaccount.com"
}

func hbkKeyIDSamples() []Sample {
	cat := "service-account-key-id"
	gens := []func() Sample{
		func() Sample {
			id := hbkR(hexs, 40)
			return hbkSec(cat, "chat", hbkChatPrefix()+hbkP(
				"the json I downloaded has \"private_key_id\": \""+id+"\", is that the one you revoked?",
				"which key is live? I see \"private_key_id\": \""+id+"\" in play-sa.json",
				"fyi `\"private_key_id\": \""+id+"\"` is the Play Console service account key",
				"private_key_id is "+id+" — delete that one in IAM please",
			), id)
		},
		func() Sample {
			id := hbkR(hexs, 40)
			return hbkSec(cat, "notes", hbkLines(
				"Firebase Admin SDK key for "+hbkPL(hbkApps)+":",
				"  \"type\": \"service_account\",",
				"  \"private_key_id\": \""+id+"\",",
				"  \"client_email\": \""+hbkSAEmail()+"\",",
				"(full file is in 1Password, not here)",
			), id)
		},
		func() Sample {
			id := hbkR(hexs, 40)
			return hbkSec(cat, "shell", hbkLines(
				"$ gcloud iam service-accounts keys list --iam-account="+hbkSAEmail(),
				"KEY_ID                                    CREATED_AT            EXPIRES_AT            DISABLED",
				id+"  "+hbkDate()+"T10:12:44Z  9999-12-31T23:59:59Z",
			), id)
		},
		func() Sample {
			id := hbkR(hexs, 40)
			return hbkSec(cat, "prose", hbkP(
				"Service account key id "+id+" belongs to the Play publisher account.",
				"Rotated the fastlane service account; old key id: "+id,
				"Der Schlüssel mit private_key_id "+id+" ist noch aktiv.",
				"La clé (private_key_id = "+id+") a fuité dans un ticket.",
				"サービスアカウントの private_key_id は "+id+" です",
			), id)
		},
		func() Sample {
			id := hbkR(hexs, 40)
			keep := "play_store_track: internal"
			return hbkSecK(cat, "yaml", hbkLines(
				"google_play:",
				"  "+keep,
				"  service_account:",
				"    private_key_id: "+id,
				"    client_email: "+hbkSAEmail(),
			), []string{keep}, id)
		},
		func() Sample {
			id := hbkR(hexs, 40)
			return hbkSec(cat, "code", hbkLines(
				"creds = {",
				"    \"type\": \"service_account\",",
				"    \"project_id\": \""+hbkPL(hbkApps)+"-prod\",",
				"    \"private_key_id\": \""+id+"\",",
				"}",
			), id)
		},
	}
	return hbkRun(28, gens)
}
