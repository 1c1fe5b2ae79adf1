package main

import (
	"fmt"
)

// hzCloud: AWS, GCP and Azure keys pasted by someone helping a small business or a school.
func hzCloud(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		ak := pick([]string{"AKIA", "AKIA", "ASIA"}) + rnd("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
		sk := rnd(alnum+"/+", 40)
		switch i % 9 {
		case 0:
			out = append(out, hzS("aws", "ini", fmt.Sprintf("[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = us-east-1\n", ak, sk), []string{ak, sk}, "region = us-east-1"))
		case 1:
			out = append(out, hzS("aws", "chat", fmt.Sprintf("my nephew set up the photo backup on S3, he left me these: access key %s secret %s", ak, sk), []string{ak, sk}))
		case 2:
			out = append(out, hzS("aws", "shell", fmt.Sprintf("$ export AWS_ACCESS_KEY_ID=%s\n$ export AWS_SECRET_ACCESS_KEY=%s\n$ aws s3 ls s3://family-photos-backup/\n2023-11-02 10:14:55 christmas/\n", ak, sk), []string{ak, sk}, "$ aws s3 ls s3://family-photos-backup/"))
		case 3:
			k := "AIza" + rnd(b64url, 35)
			out = append(out, hzS("gcp", "html", fmt.Sprintf("<script src=\"https://maps.googleapis.com/maps/api/js?key=%s&callback=initMap\"></script>", k), []string{k}))
		case 4:
			k := rnd(alnum+"+/", 86) + "=="
			out = append(out, hzS("azure", "connstr", fmt.Sprintf("DefaultEndpointsProtocol=https;AccountName=bakeryorders;AccountKey=%s;EndpointSuffix=core.windows.net", k), []string{k}))
		case 5:
			s := rnd(alnum, 3) + fmt.Sprint(hzN(0, 9)) + "Q~" + rnd(alnum+"_-.~", 34)
			out = append(out, hzS("azure", "note", fmt.Sprintf("App registration for the clinic intranet\nclient id: %s-%s-%s-%s-%s\nclient secret: %s\nexpires in 24 months", rnd(hexs, 8), rnd(hexs, 4), rnd(hexs, 4), rnd(hexs, 4), rnd(hexs, 12), s), []string{s}, "expires in 24 months"))
		case 6:
			out = append(out, hzS("aws", "csv", fmt.Sprintf("Access key ID,Secret access key\n%s,%s\n", ak, sk), []string{ak, sk}))
		case 7:
			out = append(out, hzS("aws", "python", fmt.Sprintf("s3 = boto3.client(\n    's3',\n    aws_access_key_id='%s',\n    aws_secret_access_key='%s',\n)\n", ak, sk), []string{ak, sk}))
		default:
			sas := "sv=2022-11-02&ss=b&srt=co&sp=rl&se=2025-12-31T00:00:00Z&sig=" + rnd(alnum, 43) + "%3D"
			sig := sas[len(sas)-46:]
			out = append(out, hzS("azure", "url", fmt.Sprintf("shared link for the scans: https://clinicscans.blob.core.windows.net/scans?%s", sas), []string{sig}))
		}
	}
	return out
}

// hzTokens: git hosts, chat bots, payments and SaaS vendors.
func hzTokens(n int) []Sample {
	var out []Sample
	type g struct{ cat, v, name string }
	gens := []func() g{
		func() g { return g{"github", "ghp_" + rnd(alnum, 36), "GITHUB_TOKEN"} },
		func() g { return g{"github", "github_pat_" + rnd(alnum, 22) + "_" + rnd(alnum, 59), "GH_PAT"} },
		func() g { return g{"gitlab", "glpat-" + rnd(b64url, 20), "GITLAB_TOKEN"} },
		func() g {
			return g{"slack", "xoxb-" + hzDigits(11) + "-" + hzDigits(13) + "-" + rnd(alnum, 24), "SLACK_BOT_TOKEN"}
		},
		func() g {
			return g{"slack-webhook", "https://hooks.slack.com/services/T" + rnd(upper+digits, 10) + "/B" + rnd(upper+digits, 10) + "/" + rnd(alnum, 24), "SLACK_WEBHOOK_URL"}
		},
		func() g { return g{"telegram", hzDigits(10) + ":AA" + rnd(b64url, 33), "TELEGRAM_BOT_TOKEN"} },
		func() g {
			return g{"discord-webhook", "https://discord.com/api/webhooks/" + hzDigits(19) + "/" + rnd(b64url, 68), "DISCORD_WEBHOOK"}
		},
		func() g { return g{"stripe", "sk_live_" + rnd(alnum, 99), "STRIPE_SECRET_KEY"} },
		func() g { return g{"stripe", "rk_live_" + rnd(alnum, 24), "STRIPE_RESTRICTED_KEY"} },
		func() g { return g{"openai", "sk-proj-" + rnd(b64url, 120), "OPENAI_API_KEY"} },
		func() g { return g{"anthropic", "sk-ant-api03-" + rnd(b64url, 93) + "AA", "ANTHROPIC_API_KEY"} },
		func() g { return g{"sendgrid", "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43), "SENDGRID_API_KEY"} },
		func() g { return g{"twilio", rnd(hexs, 32), "TWILIO_AUTH_TOKEN"} },
		func() g { return g{"mailchimp", rnd(hexs, 32) + "-us" + fmt.Sprint(hzN(1, 21)), "MAILCHIMP_KEY"} },
		func() g { return g{"shopify", "shpat_" + rnd(hexs, 32), "SHOPIFY_ACCESS_TOKEN"} },
		func() g { return g{"square", "EAAA" + rnd(b64url, 60), "SQUARE_ACCESS_TOKEN"} },
		func() g { return g{"huggingface", "hf_" + rnd(alnum, 34), "HF_TOKEN"} },
		func() g { return g{"npm", "npm_" + rnd(alnum, 36), "NPM_TOKEN"} },
		func() g { return g{"notion", "ntn_" + rnd(alnum, 46), "NOTION_TOKEN"} },
		func() g { return g{"digitalocean", "dop_v1_" + rnd(hexs, 64), "DO_TOKEN"} },
		func() g { return g{"postman", "PMAK-" + rnd(hexs, 24) + "-" + rnd(hexs, 34), "POSTMAN_API_KEY"} },
		func() g { return g{"paypal", "EO" + rnd(b64url, 78), "PAYPAL_CLIENT_SECRET"} },
	}
	for i := 0; i < n; i++ {
		t := gens[i%len(gens)]()
		var text, f string
		var keep []string
		switch (i/len(gens)*3 + i) % 5 {
		case 0:
			text, f = fmt.Sprintf("%s=%s", t.name, t.v), "env"
		case 1:
			text, f = fmt.Sprintf("Hi! The web guy for our Etsy-style shop left. The note in the drawer says:\n\n%s\n\nDo I need this for anything?", t.v), "email"
		case 2:
			keep = []string{"Sunday: church bulletin goes out at 8"}
			text, f = fmt.Sprintf("Setup notes\n%s: %s\nSunday: church bulletin goes out at 8", t.name, t.v), "notes"
		case 3:
			text, f = fmt.Sprintf("ok here it is %s", t.v), "sms"
		default:
			text, f = fmt.Sprintf("settings.py\n%s = \"%s\"\nDEBUG = False", t.name, t.v), "python"
			keep = []string{"DEBUG = False"}
		}
		out = append(out, hzS(t.cat, f, text, []string{t.v}, keep...))
	}
	return out
}
