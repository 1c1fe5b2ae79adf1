package main

import (
	"fmt"
	"strings"
)

// Traps (no secret) from the paywall, newsletter and infrastructure side of a publisher.

func hdaTrapGens2() []hdaGen {
	return []hdaGen{
		{7, hdaTrStripeIDs},
		{5, hdaTrPkLive},
		{4, hdaTrMailchimpIDs},
		{5, hdaTrInvoiceCSV},
		{7, hdaTrSubscriber},
		{4, hdaTrSendGridIDs},
		{5, hdaTrConnNoPw},
		{4, hdaTrPianoIDs},
		{4, hdaTrNewsletterStats},
		{6, hdaTrARN},
		{6, hdaTrGitLog},
		{4, hdaTrDocker},
		{7, hdaTrCDNLog},
		{4, hdaTrK8sRef},
		{6, hdaTrGHActions},
		{4, hdaTrChecksums},
		{3, hdaTrDataURI},
		{4, hdaTrUUIDs},
		{3, hdaTrChangelog},
		{3, hdaTrColours},
		{4, hdaTrAITalk},
		{4, hdaTrLicenceOrder},
		{4, hdaTrAWSList},
		{5, hdaTrDiffFix},
		{3, hdaTrConsent},
		{3, hdaTrTipline},
		{4, hdaTrMeeting},
	}
}

func hdaTrStripeIDs() Sample {
	var b strings.Builder
	for i := 0; i < hdaN(3, 5); i++ {
		fmt.Fprintf(&b, "%s INFO  subs.webhook evt_%s type=%s customer=cus_%s subscription=sub_%s invoice=in_%s\n", hdaStamp(), rnd(alnum, 24), hdaP("invoice.paid", "customer.subscription.updated", "invoice.payment_failed"), rnd(alnum, 14), rnd(alnum, 24), rnd(alnum, 24))
	}
	return hdaT("trap-payment-ids", "log", b.String())
}

func hdaTrPkLive() Sample {
	t := fmt.Sprintf("// checkout.js (served to browsers)\nconst stripe = Stripe(\"pk_live_%s\");\nconst PRICE_DIGITAL = \"price_%s\";\nconst PRICE_PRINT_DIGITAL = \"price_%s\";\n", rnd(alnum, 99), rnd(alnum, 24), rnd(alnum, 24))
	return hdaT("trap-publishable-key", "code", t)
}

func hdaTrMailchimpIDs() Sample {
	t := fmt.Sprintf("%s: morning briefing audience is %s, campaign %s went out at %s to %d people. merge tag for first name is *|FNAME|*", hdaFirst(), hdaHex(10), hdaHex(10), hdaClock(), hdaN(5000, 200000))
	return hdaT("trap-newsletter-ids", "chat", t)
}

func hdaTrInvoiceCSV() Sample {
	var b strings.Builder
	b.WriteString("invoice_no,agency,period,amount_eur,iban\n")
	for i := 0; i < hdaN(2, 4); i++ {
		fmt.Fprintf(&b, "INV-%d-%05d,%s,%s,%d.%02d,%s\n", hdaN(2024, 2025), hdaN(1, 99999), hdaP("AP", "Reuters", "AFP", "dpa", "Getty"), hdaDate()[:7], hdaN(500, 40000), hdaN(0, 99), hdaP("DE", "GB", "FR", "NL")+hdaCode(2)+" "+hdaCode(4)+" "+hdaCode(4)+" "+hdaCode(4)+" "+hdaCode(4)+" "+hdaCode(2))
	}
	return hdaT("trap-invoice", "csv", b.String())
}

func hdaTrSubscriber() Sample {
	id := "sub_" + rnd(alnum, 14)
	var t string
	if hdaC(50) {
		t = fmt.Sprintf("CS-%d  Subscriber can't log in on the app\nCustomer: %s (Stripe %s, plan digital-annual)\nAction: sent password reset email, confirmed it arrived. Customer logged in OK. Closing.", hdaN(10000, 99999), hdaPerson(), id)
	} else {
		t = fmt.Sprintf("CS-%d  \"I never signed up\" — customer disputes renewal\nOrder %s, card ending %s, renewed %s. Refund approved by %s.", hdaN(10000, 99999), rnd(upper+digits, 10), hdaCode(4), hdaDate(), hdaFirst())
	}
	return hdaT("trap-support-ticket", "ticket", t)
}

func hdaTrSendGridIDs() Sample {
	t := fmt.Sprintf("{\n  \"template_id\": \"d-%s\",\n  \"message_id\": \"%s.filterdrecv-%s-%s\",\n  \"category\": [\"%s\"],\n  \"asm\": {\"group_id\": %d}\n}", hdaHex(32), rnd(b64url, 22), hdaHex(10), rnd(lower, 5), hdaP("breaking", "digest", "welcome"), hdaN(10000, 99999))
	return hdaT("trap-newsletter-ids", "json", t)
}

func hdaTrConnNoPw() Sample {
	o := hdaOut()
	var t string
	if hdaC(50) {
		t = fmt.Sprintf("DATABASE_URL=postgres://subs_app@subs-db.internal.%s:5432/subscriptions?sslmode=require\n# password comes from PGPASSWORD, injected by the platform\n", o.dom)
	} else {
		t = fmt.Sprintf("DATABASE_URL=postgres://subs_app:${DB_PASSWORD}@subs-db.internal.%s:5432/subscriptions\n", o.dom)
	}
	return hdaT("trap-secret-reference", "env", t)
}

func hdaTrPianoIDs() Sample {
	t := fmt.Sprintf("piano:\n  environment: production\n  aid: %s\n  api_token: \"{{ vault \"secret/piano\" \"token\" }}\"\n  paywall_template: OT%s\n  term_ids: [TM%s, TM%s]\n", rnd(alnum, 10), rnd(upper+digits, 10), rnd(upper+digits, 10), rnd(upper+digits, 10))
	return hdaT("trap-secret-reference", "yaml", t)
}

func hdaTrNewsletterStats() Sample {
	var b strings.Builder
	b.WriteString("| Newsletter | Campaign | Sent | Open rate | UTM |\n|---|---|---|---|---|\n")
	for i := 0; i < hdaN(3, 5); i++ {
		fmt.Fprintf(&b, "| %s | %s | %d | %d%% | utm_campaign=%s_%s |\n", hdaP("Morning Briefing", "Sport Extra", "Weekend Reads", "Politics Weekly"), hdaHex(10), hdaN(5000, 150000), hdaN(18, 62), hdaP("mb", "sx", "wr"), strings.ReplaceAll(hdaDate(), "-", ""))
	}
	return hdaT("trap-newsletter-ids", "markdown", b.String())
}

func hdaTrARN() Sample {
	acct := hdaCode(12)
	o := hdaOut()
	b := o.short + "-photo-archive"
	t := fmt.Sprintf("{\n  \"Version\": \"2012-10-17\",\n  \"Statement\": [{\n    \"Effect\": \"Allow\",\n    \"Principal\": {\"AWS\": \"arn:aws:iam::%s:role/%s-uploader\"},\n    \"Action\": [\"s3:PutObject\"],\n    \"Resource\": \"arn:aws:s3:::%s/*\"\n  }]\n}", acct, o.short, b)
	return hdaT("trap-cloud-ids", "json", t)
}

func hdaTrGitLog() Sample {
	var b strings.Builder
	b.WriteString("$ git log --oneline -5\n")
	msgs := []string{"liveblog: pin post fix", "paywall: meter resets at midnight local", "rotate stripe key (moved to vault)", "newsletter: new template ids", "archive: retry on 429", "remove hardcoded ftp password", "bump arc sdk"}
	for i := 0; i < 5; i++ {
		fmt.Fprintf(&b, "%s %s\n", hdaHex(7), pick(msgs))
	}
	return hdaT("trap-commit-sha", "shell", b.String())
}

func hdaTrDocker() Sample {
	o := hdaOut()
	t := fmt.Sprintf("$ docker pull registry.%s/liveblog:%d.%d\nDigest: sha256:%s\nStatus: Downloaded newer image for registry.%s/liveblog:%d.%d", o.dom, hdaN(1, 5), hdaN(0, 20), hdaHex(64), o.dom, hdaN(1, 5), hdaN(0, 20))
	return hdaT("trap-image-digest", "shell", t)
}

func hdaTrCDNLog() Sample {
	var b strings.Builder
	for i := 0; i < hdaN(3, 5); i++ {
		fmt.Fprintf(&b, "%s %s GET /%s/%s-%s %d cache=%s x-request-id=%s traceparent=00-%s-%s-01\n", hdaStamp(), hdaP("FRA", "LHR", "CDG", "AMS"), hdaP("news", "sport", "opinion"), hdaP("tram-plan", "storm-live", "derby-report"), hdaDig(8), pick([]int{200, 200, 304, 404}), hdaP("HIT", "MISS"), hdaUUID(), hdaHex(32), hdaHex(16))
	}
	return hdaT("trap-request-id", "log", b.String())
}

func hdaTrK8sRef() Sample {
	t := "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: liveblog-secrets\n        key: DB_PASSWORD\n  - name: PUSHER_APP_ID\n    value: \"" + hdaDig(7) + "\"\n"
	return hdaT("trap-secret-reference", "yaml", t)
}

func hdaTrGHActions() Sample {
	t := fmt.Sprintf("name: deploy-site\non:\n  push:\n    branches: [main]\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@%s\n      - run: ./deploy.sh\n        env:\n          FASTLY_API_TOKEN: ${{ secrets.FASTLY_API_TOKEN }}\n          ARC_TOKEN: ${{ secrets.ARC_TOKEN }}\n          SITE: %s\n", hdaHex(40), hdaOut().dom)
	return hdaT("trap-secret-reference", "yaml", t)
}

func hdaTrChecksums() Sample {
	var b strings.Builder
	b.WriteString("$ sha256sum print/*.pdf\n")
	for _, p := range []string{"A01", "A02", "B01"} {
		fmt.Fprintf(&b, "%s  print/%s_%s.pdf\n", hdaHex(64), strings.ReplaceAll(hdaDate(), "-", ""), p)
	}
	return hdaT("trap-checksum", "shell", b.String())
}

func hdaTrDataURI() Sample {
	t := fmt.Sprintf("<img alt=\"%s logo\" width=\"32\" src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAACAAAAAg%s==\">", hdaOut().name, rnd(alnum+"+/", hdaN(120, 220)))
	return hdaT("trap-base64-data", "html", t)
}

func hdaTrUUIDs() Sample {
	oo := hdaOut()
	t := fmt.Sprintf("tenant_id: %s\nsubscription_id: %s\nresource_group: rg-%s-media\nstorage_account: %smedia%s\n", hdaUUID(), hdaUUID(), oo.short, oo.short, hdaCode(3))
	return hdaT("trap-cloud-ids", "yaml", t)
}

func hdaTrChangelog() Sample {
	t := fmt.Sprintf("## liveblog %d.%d.%d (%s)\n- Fix: pinned posts lost on reorder\n- Bump arc-sdk to %d.%d.%d\n- Build %s", hdaN(2, 4), hdaN(0, 15), hdaN(0, 9), hdaDate(), hdaN(1, 3), hdaN(0, 20), hdaN(0, 9), rnd(lower+digits, 12))
	return hdaT("trap-version", "markdown", t)
}

func hdaTrColours() Sample {
	t := fmt.Sprintf(":root {\n  --brand-primary: #%s;\n  --breaking-red: #%s;\n  --paywall-bg: #%s;\n}\n", hdaHex(6), hdaHex(6), hdaHex(6))
	return hdaT("trap-colour", "css", t)
}

func hdaTrAITalk() Sample {
	t := fmt.Sprintf("AI working group, %s\n- transcription pilot: %d interviews, fine for English\n- API keys are held by the platform team; nobody pastes a key into a notebook or a prompt\n- never upload unpublished source material to a consumer tool", hdaDate(), hdaN(5, 40))
	return hdaT("trap-key-talk", "meeting-notes", t)
}

func hdaTrLicenceOrder() Sample {
	t := fmt.Sprintf("Subject: Renewal — %s\n\nOrder number: %s\nSeats: %d\nRenews: %s\nYour licence keys are available in the vendor portal under Account > Licences.", hdaP("Photo Mechanic Plus", "InDesign Server", "Kaltura Reach"), rnd(upper+digits, 10), hdaN(2, 40), hdaDate())
	return hdaT("trap-licence-info", "mail", t)
}

func hdaTrAWSList() Sample {
	t := fmt.Sprintf("$ aws configure list --profile archive\n      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                  archive           manual    --profile\naccess_key     ****************%s shared-credentials-file\nsecret_key     ****************%s shared-credentials-file\n    region                %s      config-file    ~/.aws/config", rnd(upper+digits, 4), rnd(alnum, 4), hdaP("eu-west-1", "us-east-1"))
	return hdaT("trap-masked", "shell", t)
}

func hdaTrDiffFix() Sample {
	t := "diff --git a/importer/settings.py b/importer/settings.py\n@@ -12,7 +12,7 @@\n-ARCHIVE_DB_PASSWORD = os.environ[\"ARCHIVE_DB_PASSWORD\"]\n+ARCHIVE_DB_PASSWORD = secrets.get(\"archive/db\", field=\"password\")\n ARCHIVE_DB_HOST = \"archive-db." + hdaOut().dom + "\"\n"
	return hdaT("trap-secret-reference", "diff", t)
}

func hdaTrConsent() Sample {
	t := fmt.Sprintf("%s: cookie banner regression — euconsent-v2=CP%s and the paywall still shows. repro on Safari only", hdaFirst(), rnd(b64url, 80))
	return hdaT("trap-consent-string", "chat", t)
}

func hdaTrTipline() Sample {
	t := fmt.Sprintf("Got a tip? Call or Signal the newsdesk on +44 20 %s %s, or email tips@%s. For sensitive documents use our SecureDrop (onion address on the contact page).", hdaCode(4), hdaCode(4), hdaOut().dom)
	return hdaT("trap-contact", "web", t)
}

func hdaTrMeeting() Sample {
	t := fmt.Sprintf("Morning conference %s\n- Front: %s (%d words, pics from %s)\n- Web: live blog from %s, %s hosting\n- Investigations: %s story needs legal by 16:00, ticket LEG-%d\n- Room 4.%02d booked for the election night rehearsal", hdaDate(), hdaP("hospital waiting times", "tram trial", "flood defences"), hdaN(600, 1400), hdaFirst(), hdaClock(), hdaFirst(), hdaP("procurement", "club finances", "care homes"), hdaN(100, 999), hdaN(1, 30))
	return hdaT("trap-meeting", "meeting-notes", t)
}
