package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Traps that look like secrets but are not: identifiers, hashes, digests, versions, public keys
// and certificates, base64 of ordinary data; and marketing ids that are public by design.

func haqTrapIDSamples() []Sample {
	var out []Sample
	t := func(cat, format, text string) { out = append(out, haqTrap(cat, format, text)) }
	for i := 0; i < 90; i++ {
		switch i % 18 {
		case 0:
			sha := haqRnd(hexs, 40)
			t("trap-git-sha", "chat", fmt.Sprintf(haqPick([]string{
				"the landing page fix is in %s, can you cherry-pick it onto release?",
				"reverted %s — it broke the newsletter signup form",
				"deployed %s to prod at 14:02",
			}), haqPick([]string{sha, sha[:7], sha[:12]})))
		case 1:
			var b strings.Builder
			for j := 0; j < haqBetween(3, 5); j++ {
				fmt.Fprintf(&b, "%s %s\n", haqRnd(hexs, 7), haqPick([]string{"Update hero copy for spring sale", "Fix UTM builder rounding", "Add podcast RSS feed", "Bump next to 14.2.3", "Compress header images", "Translate pricing page (de, fr)"}))
			}
			t("trap-git-log", "git-log", "$ git log --oneline -5\n"+b.String())
		case 2:
			t("trap-checksum", "shell", fmt.Sprintf("$ sha256sum brand-assets-2025.zip\n%s  brand-assets-2025.zip", haqRnd(hexs, 64)))
		case 3:
			t("trap-checksum", "notes", fmt.Sprintf("Final master for episode %d uploaded. MD5 %s, 48 kHz / 24-bit, -16 LUFS.", haqBetween(20, 140), haqRnd(hexs, 32)))
		case 4:
			t("trap-uuid", "log", fmt.Sprintf("2025-04-%02dT08:%02d:11Z INFO export finished job_id=%s rows=%d duration=%dms request_id=%s",
				haqBetween(1, 28), haqBetween(0, 59), haqUUID(), haqBetween(100, 90000), haqBetween(80, 9000), haqUUID()))
		case 5:
			t("trap-request-id", "chat", fmt.Sprintf("Support asked for the request id, it's %s (x-request-id header). Timestamp 10:41 CET.", haqPick([]string{
				"req_" + haqRnd(alnum, 14), haqUUID(), haqRnd(hexs, 16), "Root=1-" + haqRnd(hexs, 8) + "-" + haqRnd(hexs, 24)})))
		case 6:
			t("trap-build-id", "ci-log", fmt.Sprintf("Build #%d (%s) succeeded in 3m12s\nArtifact: site-%s.tar.gz\nCommit: %s\n", haqBetween(1000, 9999), haqUUID(), haqRnd(hexs, 8), haqRnd(hexs, 40)))
		case 7:
			t("trap-version", "changelog", fmt.Sprintf("## v%d.%d.%d — %s\n- newsletter embed supports dark mode\n- requires node >= 20.11.1\n- bumps @sanity/client to %d.%d.%d\n",
				haqBetween(1, 4), haqBetween(0, 30), haqBetween(0, 12), haqPick([]string{"2025-02-11", "2025-06-30", "2024-11-04"}), haqBetween(5, 7), haqBetween(0, 20), haqBetween(0, 9)))
		case 8:
			t("trap-image-digest", "k8s", fmt.Sprintf("containers:\n  - name: ghost\n    image: ghost@sha256:%s\n    ports:\n      - containerPort: 2368\n", haqRnd(hexs, 64)))
		case 9:
			plain := haqPick([]string{"Spring Sale 2025 – up to 40% off", "{\"campaign\":\"back-to-school\",\"variant\":\"B\"}", "Hello from the newsroom!", "utm_source=newsletter&utm_medium=email"})
			t("trap-base64-data", "chat", fmt.Sprintf("the ad server passes the creative name base64'd: %s (decodes to %q)", base64.StdEncoding.EncodeToString([]byte(plain)), plain))
		case 10:
			t("trap-base64-data", "html", fmt.Sprintf("<img alt=\"spacer\" src=\"data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==\" width=\"%d\">", haqBetween(1, 4)))
		case 11:
			t("trap-public-key", "notes", fmt.Sprintf("Add my public key to the web server please:\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@laptop", haqRnd(alnum+"+/", 43), strings.ToLower(haqPick(haqFirstNames))))
		case 12:
			var b strings.Builder
			b.WriteString("-----BEGIN CERTIFICATE-----\n")
			for j := 0; j < 4; j++ {
				b.WriteString(haqB64Std(64) + "\n")
			}
			b.WriteString(haqB64Std(32) + "==\n-----END CERTIFICATE-----")
			t("trap-certificate", "notes", "Intermediate cert the CDN wants appended to the chain (public, fine to share):\n"+b.String())
		case 13:
			t("trap-public-key", "pem", fmt.Sprintf("DKIM record for the newsletter domain:\nmailchimp._domainkey.%s TXT \"v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA%s\"", haqPick(haqDomains), haqB64Std(120)))
		case 14:
			t("trap-etag", "http", fmt.Sprintf("HTTP/2 200\ncontent-type: image/webp\netag: \"%s\"\ncache-control: public, max-age=31536000, immutable\nx-cache: HIT\n", haqRnd(hexs, 32)))
		case 15:
			t("trap-npm-integrity", "lockfile", fmt.Sprintf("\"node_modules/@mailchimp/mailchimp_marketing\": {\n  \"version\": \"3.0.%d\",\n  \"resolved\": \"https://registry.npmjs.org/@mailchimp/mailchimp_marketing/-/mailchimp_marketing-3.0.%d.tgz\",\n  \"integrity\": \"sha512-%s==\"\n}", haqBetween(70, 90), haqBetween(70, 90), haqB64Std(86)))
		case 16:
			t("trap-spf", "dns", fmt.Sprintf("%s. 300 IN TXT \"v=spf1 include:sendgrid.net include:_spf.google.com ~all\"\n_dmarc.%s. 300 IN TXT \"v=DMARC1; p=quarantine; rua=mailto:dmarc@%s\"", haqPick(haqDomains), haqPick(haqDomains), haqPick(haqDomains)))
		default:
			t("trap-ids-table", "csv", fmt.Sprintf("order_id,sku,created_at,amount\n%s,SKU-%s,2025-03-%02d,%d.%02d\n%s,SKU-%s,2025-03-%02d,%d.%02d\n",
				haqRnd(digits, 10), haqRnd(upper+digits, 8), haqBetween(1, 28), haqBetween(5, 300), rng.IntN(100),
				haqRnd(digits, 10), haqRnd(upper+digits, 8), haqBetween(1, 28), haqBetween(5, 300), rng.IntN(100)))
		}
	}
	return out
}

func haqTrapMktSamples() []Sample {
	var out []Sample
	t := func(cat, format, text string) { out = append(out, haqTrap(cat, format, text)) }
	for i := 0; i < 90; i++ {
		switch i % 18 {
		case 0:
			t("trap-utm", "chat", fmt.Sprintf("use this link in the IG bio: https://www.%s/%s?utm_source=instagram&utm_medium=social&utm_campaign=%s&utm_content=%s",
				haqPick(haqDomains), haqSlug(), haqPick([]string{"spring_sale_25", "bf2025", "podcast_launch", "q3-brand"}), haqRnd(lower+digits, 6)))
		case 1:
			t("trap-campaign-id", "notes", fmt.Sprintf("Campaign IDs for the report\n- Search / Brand: %s\n- PMax / Books: %s\n- Meta / Retargeting: %s\n- TikTok / Spark: %s\n",
				haqDigitsN(11), haqDigitsN(11), haqDigitsN(17), haqDigitsN(19)))
		case 2:
			t("trap-pixel-id", "html", fmt.Sprintf("<!-- Meta Pixel Code -->\n<script>\n  fbq('init', '%s');\n  fbq('track', 'PageView');\n</script>\n<noscript><img height=\"1\" width=\"1\" style=\"display:none\" src=\"https://www.facebook.com/tr?id=%s&ev=PageView&noscript=1\"/></noscript>", haqDigitsN(15), haqDigitsN(15)))
		case 3:
			id := "G-" + haqRnd(upper+digits, 10)
			t("trap-ga4-id", "html", fmt.Sprintf("<script async src=\"https://www.googletagmanager.com/gtag/js?id=%s\"></script>\n<script>\n  window.dataLayer = window.dataLayer || [];\n  function gtag(){dataLayer.push(arguments);}\n  gtag('js', new Date());\n  gtag('config', '%s');\n</script>", id, id))
		case 4:
			t("trap-ad-account", "chat", fmt.Sprintf("ad account is act_%s, business manager %s, page id %s", haqDigitsN(15), haqDigitsN(15), haqDigitsN(15)))
		case 5:
			t("trap-gads-ids", "notes", fmt.Sprintf("Google Ads customer ID %s-%s-%s (MCC %s-%s-%s); conversion tag AW-%s/%s",
				haqRnd(digits, 3), haqRnd(digits, 3), haqRnd(digits, 4), haqRnd(digits, 3), haqRnd(digits, 3), haqRnd(digits, 4), haqDigitsN(10), haqRnd(alnum, 20)))
		case 6:
			t("trap-gtm", "chat", fmt.Sprintf("GTM container is GTM-%s, the old UA property was UA-%s-%d", haqRnd(upper+digits, 7), haqDigitsN(8), haqBetween(1, 4)))
		case 7:
			t("trap-stripe-publishable", "javascript", fmt.Sprintf("// publishable key, safe in the browser\nconst stripe = Stripe('pk_live_%s');\nconst elements = stripe.elements();", haqRnd(alnum, 99)))
		case 8:
			t("trap-hex-colours", "css", fmt.Sprintf(":root {\n  --brand-primary: #%s;\n  --brand-accent: #%s;\n  --ink: #%s;\n  --paper: #%s;\n}\n", haqRnd(hexs, 6), haqRnd(hexs, 6), haqRnd(hexs, 6), haqRnd(hexs, 3)))
		case 9:
			t("trap-isbn", "notes", fmt.Sprintf("Autumn list\n- %s — ISBN 978-%d-%s-%s-%d (hardback)\n- %s — ISBN 979-%d-%s-%s-%d (ebook)\nPub date: %s",
				haqPick([]string{"The Salt Roads", "A Quiet Harbour", "Paper Lanterns", "Northern Kitchens"}), haqBetween(0, 1), haqRnd(digits, 4), haqRnd(digits, 4), rng.IntN(10),
				haqPick([]string{"Small Hours", "Tidewater", "The Copper Year"}), haqBetween(8, 12), haqRnd(digits, 3), haqRnd(digits, 5), rng.IntN(10), haqPick([]string{"2 October", "14 Nov 2025", "2025-09-18"})))
		case 10:
			t("trap-slug", "cms", fmt.Sprintf("slug: %s\ncanonical: https://%s/blog/%s\nog:image: https://cdn.sanity.io/images/%s/production/%s-1200x630.jpg\n",
				haqSlug(), haqPick(haqDomains), haqSlug(), haqRnd(lower+digits, 8), haqRnd(hexs, 40)))
		case 11:
			t("trap-tiktok-pixel", "javascript", fmt.Sprintf("ttq.load('%s');\nttq.page();\n// LinkedIn Insight partner id\n_linkedin_partner_id = \"%s\";", haqRnd(upper+digits, 20), haqDigitsN(7)))
		case 12:
			t("trap-hubspot-ids", "html", fmt.Sprintf("<script>\n  hbspt.forms.create({ region: \"eu1\", portalId: \"%s\", formId: \"%s\" });\n</script>", haqDigitsN(8), haqUUID()))
		case 13:
			t("trap-mailchimp-embed", "html", fmt.Sprintf("<form action=\"https://%s.us%d.list-manage.com/subscribe/post?u=%s&amp;id=%s&amp;f_id=00%s\" method=\"post\">",
				haqPick([]string{"papercrane", "brightlane", "tidewaternews"}), haqBetween(1, 21), haqRnd(hexs, 25), haqRnd(hexs, 10), haqRnd(hexs, 6)))
		case 14:
			t("trap-youtube", "chat", fmt.Sprintf("trailer is up: https://youtu.be/%s — playlist PL%s", haqRnd(b64url, 11), haqRnd(b64url, 32)))
		case 15:
			t("trap-report-table", "markdown", fmt.Sprintf("| Campaign | Spend | CTR | CPA |\n|---|---:|---:|---:|\n| %s | €%d | %d.%d%% | €%d.%02d |\n| %s | €%d | %d.%d%% | €%d.%02d |\n",
				haqPick([]string{"BF_2025_Search", "Spring_Prospecting", "Podcast_Launch"}), haqBetween(200, 9000), haqBetween(0, 4), rng.IntN(10), haqBetween(2, 40), rng.IntN(100),
				haqPick([]string{"Retarget_30d", "Brand_Exact", "Lookalike_1pct"}), haqBetween(200, 9000), haqBetween(0, 4), rng.IntN(10), haqBetween(2, 40), rng.IntN(100)))
		case 16:
			t("trap-klaviyo-public", "javascript", fmt.Sprintf("<script async src=\"https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=%s\"></script>", haqRnd(alnum, 6)))
		default:
			t("trap-asset-ids", "notes", fmt.Sprintf("Getty image %d, Shutterstock stock photo ID %d, Adobe Stock #%d — all licensed under the agency plan, see invoice INV-%s.",
				haqBetween(100000000, 2000000000), haqBetween(100000000, 2400000000), haqBetween(100000000, 999999999), haqRnd(upper+digits, 8)))
		}
	}
	return out
}

func haqSlug() string {
	a := []string{"how-we-grew", "the-10-best", "why-print", "behind-the-scenes", "spring-reading", "podcast-episode", "a-guide-to"}
	b := []string{"our-newsletter", "summer-reads", "still-matters", "of-the-autumn-list", "picks-2025", "42-with-jo", "email-deliverability"}
	return haqPick(a) + "-" + haqPick(b)
}
