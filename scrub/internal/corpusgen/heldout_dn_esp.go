package main

import "fmt"

// hdnESPTemplates put ESP API keys into app configs and code.
var hdnESPTemplates = []func() Sample{
	// Laravel .env with a SendGrid key.
	func() Sample {
		_, d := hdnClient()
		k := hdnSG()
		from := hdnMail(d)
		t := fmt.Sprintf(`APP_NAME="%s Shop"
APP_ENV=production
APP_URL=https://%s

MAIL_MAILER=%s
MAIL_FROM_ADDRESS=%s
MAIL_FROM_NAME="${APP_NAME}"
SENDGRID_API_KEY=%s

QUEUE_CONNECTION=redis`, hdnP("Brightleaf", "Harbor", "Copperline", "Fernwood"), d, hdnP("sendgrid", "smtp"), from, k)
		return hdnS("sendgrid-api-key", "env", t, hdnL(k), from)
	},
	// Node sendgrid helper.
	func() Sample {
		_, d := hdnClient()
		k := hdnSG()
		from := hdnMail(d)
		q := hdnP("'", "\"")
		t := fmt.Sprintf(`const sgMail = require(%s@sendgrid/mail%s);
sgMail.setApiKey(%s%s%s); // TODO move to env before launch

async function sendWelcome(to, firstName) {
  await sgMail.send({
    to,
    from: %s%s%s,
    templateId: %sd-%s%s,
    dynamicTemplateData: { first_name: firstName },
  });
}`, q, q, q, k, q, q, from, q, q, rnd(hexs, 32), q)
		return hdnS("sendgrid-api-key", "code", t, hdnL(k), from)
	},
	// Python Mailchimp marketing client.
	func() Sample {
		dc := fmt.Sprint("us", hdnN(1, 21))
		k := rnd(hexs, 32) + "-" + dc
		list := rnd(hexs, 10)
		t := fmt.Sprintf(`import mailchimp_marketing as MailchimpMarketing
from mailchimp_marketing.api_client import ApiClientError

client = MailchimpMarketing.Client()
client.set_config({
    "api_key": "%s",
    "server": "%s",
})

LIST_ID = "%s"  # %s main audience

def add_member(email):
    try:
        client.lists.add_list_member(LIST_ID, {"email_address": email, "status": "pending"})
    except ApiClientError as e:
        print(e.text)`, k, k[len(k)-4:], list, hdnP("newsletter", "customers", "B2C"))
		return hdnS("mailchimp-api-key", "code", t, hdnL(k), list)
	},
	// curl to Mailgun messages API.
	func() Sample {
		_, d := hdnClient()
		sd := hdnSendDomain(d)
		k := hdnMailgunKey()
		t := fmt.Sprintf(`$ curl -s --user 'api:%s' \
    https://api.%smailgun.net/v3/%s/messages \
    -F from='%s <postmaster@%s>' \
    -F to=%s \
    -F subject='%s' \
    -F text='testing the new sending domain'
{
  "id": "<%s.%s@%s>",
  "message": "Queued. Thank you."
}`, k, hdnP("", "eu."), sd, hdnP("Newsletter", "Team", "Shop"), sd, hdnMail("gmail.com"),
			hdnP("test 1", "seed test", "ping"), hdnDate()[:4]+rnd(digits, 10), rnd(hexs, 16), sd)
		return hdnS("mailgun-api-key", "shell", t, hdnL(k), sd)
	},
	// Postmark server token in a curl.
	func() Sample {
		_, d := hdnClient()
		k := hdnUUID()
		from := hdnMail(d)
		t := fmt.Sprintf(`curl "https://api.postmarkapp.com/email" \
  -X POST \
  -H "Accept: application/json" \
  -H "Content-Type: application/json" \
  -H "X-Postmark-Server-Token: %s" \
  -d '{"From": "%s", "To": "%s", "Subject": "Receipt test", "TextBody": "hello", "MessageStream": "%s"}'`,
			k, from, hdnMail("example.org"), hdnP("outbound", "broadcast", "transactional"))
		return hdnS("postmark-server-token", "shell", t, hdnL(k), from)
	},
	// Brevo PHP SDK.
	func() Sample {
		k := hdnBrevo()
		lid := hdnN(2, 40)
		t := fmt.Sprintf(`<?php
require_once __DIR__ . '/vendor/autoload.php';

// Brevo (ex Sendinblue) - sync checkout opt-ins to list #%d
$config = Brevo\Client\Configuration::getDefaultConfiguration()->setApiKey('api-key', '%s');
$api = new Brevo\Client\Api\ContactsApi(new GuzzleHttp\Client(), $config);

$contact = new \Brevo\Client\Model\CreateContact([
    'email' => $order->email,
    'listIds' => [%d],
    'updateEnabled' => true,
]);
$api->createContact($contact);`, lid, k, lid)
		return hdnS("brevo-api-key", "code", t, hdnL(k))
	},
	// Resend in a Next.js route.
	func() Sample {
		_, d := hdnClient()
		k := hdnResend()
		from := hdnMail(d)
		t := fmt.Sprintf(`// app/api/subscribe/route.ts
import { Resend } from 'resend';

const resend = new Resend('%s');

export async function POST(req: Request) {
  const { email } = await req.json();
  await resend.emails.send({
    from: '%s',
    to: email,
    subject: 'Confirm your subscription',
    html: '<p>Tap the button to confirm.</p>',
  });
  return Response.json({ ok: true });
}`, k, from)
		return hdnS("resend-api-key", "code", t, hdnL(k), from)
	},
	// SparkPost in a Kubernetes secret manifest.
	func() Sample {
		k := rnd(hexs, 40)
		ns := hdnP("newsletter", "mailer", "crm", "marketing")
		t := fmt.Sprintf(`apiVersion: v1
kind: Secret
metadata:
  name: sparkpost-credentials
  namespace: %s
type: Opaque
stringData:
  SPARKPOST_API_KEY: "%s"
  SPARKPOST_API_URL: https://api.%ssparkpost.com/api/v1`, ns, k, hdnP("", "eu."))
		return hdnS("sparkpost-api-key", "yaml", t, hdnL(k), "sparkpost-credentials")
	},
	// Klaviyo private key in requests.
	func() Sample {
		k := hdnKlaviyo()
		t := fmt.Sprintf(`import requests

HEADERS = {
    "Authorization": "Klaviyo-API-Key %s",
    "accept": "application/json",
    "revision": "%s",
}

r = requests.get("https://a.klaviyo.com/api/segments/", headers=HEADERS, timeout=20)
for seg in r.json()["data"]:
    print(seg["id"], seg["attributes"]["name"])`, k, hdnP("2024-02-15", "2024-07-15", "2023-10-15", "2025-01-15"))
		return hdnS("klaviyo-private-key", "code", t, hdnL(k))
	},
	// ConvertKit / Kit secret in JSON config.
	func() Sample {
		k := rnd(b64url, 43)
		form := hdnN(1000000, 7999999)
		t := fmt.Sprintf(`{
  "provider": "convertkit",
  "form_id": %d,
  "api_secret": "%s",
  "tag_on_signup": ["%s", "lead-magnet"],
  "double_opt_in": true
}`, form, k, hdnP("podcast", "webinar", "ebook", "waitlist"))
		return hdnS("convertkit-api-secret", "json", t, hdnL(k), fmt.Sprint(form))
	},
	// ActiveCampaign env.
	func() Sample {
		acct := hdnP("harborbikes", "lumenyoga", "fernwood", "copperline", "quillco", "atlasrc")
		k := rnd(hexs, 72)
		t := fmt.Sprintf(`# ActiveCampaign
AC_API_URL=https://%s.api-us1.com
AC_API_KEY=%s
AC_DEFAULT_LIST=%d
AC_AUTOMATION_WELCOME=%d`, acct, k, hdnN(1, 30), hdnN(10, 200))
		return hdnS("activecampaign-api-key", "env", t, hdnL(k), acct+".api-us1.com")
	},
	// Mandrill in Ruby.
	func() Sample {
		k := hdnMandrill()
		t := fmt.Sprintf(`require 'mandrill'

mandrill = Mandrill::API.new '%s'
message = {
  "subject" => "Your order has shipped",
  "from_email" => "orders@%s",
  "to" => [{ "email" => customer.email, "type" => "to" }],
  "tags" => ["shipping-confirmation"]
}
result = mandrill.messages.send message`, k, hdnP("harborbikes.com", "quill.co", "garnetwines.de", "littlefox.shop"))
		return hdnS("mandrill-api-key", "code", t, hdnL(k))
	},
	// HubSpot private app token.
	func() Sample {
		k := hdnHubspot()
		portal := fmt.Sprint(hdnN(1000000, 49999999))
		t := fmt.Sprintf(`# hubspot -> newsletter sync
HUBSPOT_PORTAL_ID=%s
HUBSPOT_ACCESS_TOKEN=%s
SYNC_LIFECYCLE_STAGES=subscriber,lead
SYNC_INTERVAL_MIN=%d`, portal, k, hdnP2(15, 60))
		return hdnS("hubspot-private-app-token", "env", t, hdnL(k), portal)
	},
	// Sendy on SES: AWS credentials file.
	func() Sample {
		id, sec := hdnAKIA(), hdnAWSSecret()
		t := fmt.Sprintf(`$ cat ~/.aws/credentials
[default]
region = %s

[sendy]
aws_access_key_id = %s
aws_secret_access_key = %s
$ aws ses get-send-quota --profile sendy
{
    "Max24HourSend": %d.0,
    "MaxSendRate": %d.0,
    "SentLast24Hours": %d.0
}`, hdnP("eu-west-1", "us-east-1", "eu-central-1"), id, sec, hdnN(5, 200)*1000, hdnN(14, 80), hdnN(100, 4000))
		return hdnS("aws-access-key", "shell", t, hdnL(id, sec))
	},
	// Sendy config.php.
	func() Sample {
		_, d := hdnClient()
		pw := hdnPw()
		t := fmt.Sprintf(`<?php
	//----------------------------------------------------------------------------------//
	//                               COMPULSORY SETTINGS
	//----------------------------------------------------------------------------------//

	/*  Set the URL to your Sendy installation (without the trailing slash) */
	define('APP_PATH', 'https://news.%s');

	/*  MySQL database connection credentials  */
	$dbHost = 'localhost';
	$dbUser = 'sendy';
	$dbPass = '%s';
	$dbName = 'sendy';`, d, pw)
		return hdnS("db-password", "code", t, hdnL(pw), "news."+d)
	},
	// listmonk config.toml.
	func() Sample {
		apw, dpw := hdnPw(), hdnPwURL()
		t := fmt.Sprintf(`[app]
address = "0.0.0.0:9000"
admin_username = "%s"
admin_password = "%s"

[db]
host = "%s"
port = 5432
user = "listmonk"
password = "%s"
database = "listmonk"
ssl_mode = "disable"
max_open = 25`, hdnP("admin", "listmonk", "newsroom"), apw, hdnP("db", "localhost", "10.0.3.12", "postgres.internal"), dpw)
		return hdnS("admin-password", "toml", t, hdnL(apw, dpw))
	},
	// Mautic local.php.
	func() Sample {
		_, d := hdnClient()
		mpw, dpw := hdnPw(), hdnPw()
		u := "postmaster@" + hdnSendDomain(d)
		t := fmt.Sprintf(`<?php
$parameters = array(
	'db_driver' => 'pdo_mysql',
	'db_host' => 'localhost',
	'db_name' => 'mautic',
	'db_user' => 'mautic',
	'db_password' => '%s',
	'mailer_from_name' => '%s',
	'mailer_transport' => 'smtp',
	'mailer_host' => 'smtp.%s.org',
	'mailer_port' => '587',
	'mailer_user' => '%s',
	'mailer_password' => '%s',
	'mailer_encryption' => 'tls',
);`, dpw, hdnP("Marketing", "The Team", "Newsletter"), hdnP("mailgun", "eu.mailgun"), u, mpw)
		return hdnS("smtp-password", "code", t, hdnL(dpw, mpw), u)
	},
	// Iterable key in fetch.
	func() Sample {
		k := rnd(hexs, 32)
		t := fmt.Sprintf(`// segment-to-iterable worker
const ITERABLE_KEY = "%s";

export default {
  async fetch(request) {
    const event = await request.json();
    return fetch("https://api.iterable.com/api/events/track", {
      method: "POST",
      headers: { "Api-Key": ITERABLE_KEY, "Content-Type": "application/json" },
      body: JSON.stringify({ email: event.email, eventName: event.name }),
    });
  },
};`, k)
		return hdnS("iterable-api-key", "code", t, hdnL(k))
	},
	// Customer.io app API bearer in curl.
	func() Sample {
		k := rnd(hexs, 32)
		bid := hdnN(1, 90)
		t := fmt.Sprintf(`curl --request POST \
  --url https://api.customer.io/v1/send/email \
  --header 'Authorization: Bearer %s' \
  --header 'content-type: application/json' \
  --data '{"transactional_message_id": %d, "to": "%s", "identifiers": {"id": "%d"}}'`,
			k, bid, hdnMail("example.com"), hdnN(1000, 99999))
		return hdnS("customerio-app-key", "shell", t, hdnL(k))
	},
	// Braze REST key in python.
	func() Sample {
		k := hdnUUID()
		inst := hdnP("rest.iad-01.braze.com", "rest.iad-03.braze.com", "rest.fra-01.braze.eu", "rest.fra-02.braze.eu")
		t := fmt.Sprintf(`BRAZE_URL = "https://%s"
BRAZE_KEY = "%s"  # users.track + campaigns.trigger.send only

def trigger(campaign_id, external_id):
    return requests.post(
        f"{BRAZE_URL}/campaigns/trigger/send",
        headers={"Authorization": f"Bearer {BRAZE_KEY}"},
        json={"campaign_id": campaign_id, "recipients": [{"external_user_id": external_id}]},
    )`, inst, k)
		return hdnS("braze-rest-key", "code", t, hdnL(k), inst)
	},
}
