package main

// HubSpot, other CRM and ETL traps: ids, placeholders, references and masked values.

import (
	"fmt"
	"strings"
)

var hdgTrapGens2 = []hdgGen{
	{5, func() Sample { // hubspot placeholder env
		t := fmt.Sprintf("# .env.sample – never commit the real one\nHUBSPOT_ACCESS_TOKEN=%s\nHUBSPOT_PORTAL_ID=%s\n",
			hdgPick("pat-na1-00000000-0000-0000-0000-000000000000", "pat-na1-xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx", "<private app token>", "pat-eu1-…"), hdgNum(1000000, 49999999))
		return hdgTrap("trap-hubspot-placeholder", "env", t)
	}},
	{5, func() Sample { // hubspot form embed
		t := fmt.Sprintf("<script charset=\"utf-8\" type=\"text/javascript\" src=\"//js-%s.hsforms.net/forms/embed/v2.js\"></script>\n<script>\n  hbspt.forms.create({\n    region: \"%s\",\n    portalId: \"%s\",\n    formId: \"%s\"\n  });\n</script>",
			hdgPick("eu1", "na1"), hdgPick("eu1", "na1"), hdgNum(1000000, 49999999), hdgUUID())
		return hdgTrap("trap-hubspot-form-ids", "html", t)
	}},
	{5, func() Sample { // hubspot webhook payload
		t := fmt.Sprintf("[{\"eventId\": %s, \"subscriptionId\": %s, \"portalId\": %s, \"appId\": %s, \"occurredAt\": %d, \"subscriptionType\": \"deal.propertyChange\", \"attemptNumber\": 0, \"objectId\": %s, \"propertyName\": \"dealstage\", \"propertyValue\": \"closedwon\", \"changeSource\": \"CRM_UI\"}]",
			hdgNum(100000000, 4000000000), hdgNum(100000, 9999999), hdgNum(1000000, 49999999), hdgNum(100000, 4999999), hdgIn(1700000000, 1790000000)*1000, hdgNum(1000000000, 99999999999))
		return hdgTrap("trap-hubspot-webhook-ids", "json", t)
	}},
	{5, func() Sample { // hubspot oauth app without secret
		t := fmt.Sprintf("HubSpot public app \"%s Connector\"\n  App ID: %s\n  Client ID: %s\n  Client secret: lives in Vault at secret/crm/hubspot/app (rotate via the developer portal)\n  Install URL: https://app.hubspot.com/oauth/authorize?client_id=%s&scope=crm.objects.contacts.read&redirect_uri=https://connect.%s.io/cb",
			hdgTitle(hdgCo()), hdgNum(100000, 4999999), hdgUUID(), hdgUUID(), hdgCo())
		return hdgTrap("trap-hubspot-client-id", "notes", t)
	}},
	{5, func() Sample { // bearer env ref
		t := fmt.Sprintf("curl --request POST \\\n  --url https://api.hubapi.com/crm/v3/objects/contacts/search \\\n  --header \"authorization: Bearer $%s\" \\\n  --header 'content-type: application/json' \\\n  --data '{\"filterGroups\":[{\"filters\":[{\"propertyName\":\"hs_lead_status\",\"operator\":\"EQ\",\"value\":\"NEW\"}]}],\"limit\":%d}'",
			hdgPick("HUBSPOT_TOKEN", "HS_PAT", "PRIVATE_APP_TOKEN"), hdgIn(10, 100))
		return hdgTrap("trap-env-reference", "shell", t)
	}},
	{5, func() Sample { // custom code with secrets
		t := fmt.Sprintf("// custom code action – token comes from the workflow's secrets (Settings → Secrets)\nconst hubspot = require('@hubspot/api-client');\nexports.main = async (event, callback) => {\n  const client = new hubspot.Client({ accessToken: process.env.%s });\n  const deal = await client.crm.deals.basicApi.getById(event.object.objectId, ['amount']);\n  callback({ outputFields: { amount: deal.properties.amount } });\n};", hdgPick("secretName", "HS_TOKEN", "PRIVATE_APP"))
		return hdgTrap("trap-secret-reference", "code", t)
	}},
	{4, func() Sample { // zoho client id only
		t := fmt.Sprintf("Zoho API console → Self Client\n  Client ID: %s\n  Scope: ZohoCRM.modules.leads.READ\n  Client secret and refresh token: in the team vault (\"Zoho self client %s\")", hdgZohoClientID(), hdgPick("EU", "US", "IN"))
		return hdgTrap("trap-zoho-client-id", "notes", t)
	}},
	{5, func() Sample { // azure app reg without value
		t := fmt.Sprintf("Dynamics 365 app registration\nTenant ID: %s\nApplication (client) ID: %s\nObject ID: %s\nClient secret: created %s, expires %s – value was only shown once and is in Key Vault kv-%s-crm as DataverseClientSecret.",
			hdgUUID(), hdgUUID(), hdgUUID(), hdgDate(), hdgDate(), hdgCo())
		return hdgTrap("trap-azure-ids", "notes", t)
	}},
	{4, func() Sample { // key vault reference
		t := fmt.Sprintf("{\n  \"Dataverse__Url\": \"https://%s.crm4.dynamics.com\",\n  \"Dataverse__ClientId\": \"%s\",\n  \"Dataverse__ClientSecret\": \"@Microsoft.KeyVault(SecretUri=https://kv-%s-crm.vault.azure.net/secrets/DataverseClientSecret/)\"\n}", hdgCo(), hdgUUID(), hdgCo())
		return hdgTrap("trap-keyvault-reference", "json", t)
	}},
	{4, func() Sample { // mailchimp ids
		t := fmt.Sprintf("Mailchimp sync mapping\n  audience: \"%s Newsletter\" (list id %s)\n  server prefix: us%d\n  merge fields: FNAME, LNAME, SFID\n  API key: stored as MAILCHIMP_API_KEY in the ETL secrets", hdgTitle(hdgCo()), hdgRnd(hdgHexL, 10), hdgIn(1, 21))
		return hdgTrap("trap-mailchimp-ids", "notes", t)
	}},
	{5, func() Sample { // twilio sids only
		t := fmt.Sprintf("Twilio_Config__mdt\n  Account_SID__c = %s\n  Messaging_Service_SID__c = MG%s\n  Auth_Token__c = (Named Credential \"Twilio\", not in metadata)", "AC"+hdgRnd(hdgHexL, 32), hdgRnd(hdgHexL, 32))
		return hdgTrap("trap-twilio-sid", "notes", t)
	}},
	{4, func() Sample { // stripe publishable in LWC
		t := fmt.Sprintf("// paymentForm.js (LWC, Experience Cloud)\nimport { LightningElement } from 'lwc';\nconst STRIPE_PK = '%s';\nexport default class PaymentForm extends LightningElement {\n  connectedCallback() { this.stripe = window.Stripe(STRIPE_PK); }\n}", "pk_live_51"+hdgRnd(hdgAlnum, 95))
		return hdgTrap("trap-publishable-key", "code", t)
	}},
	{4, func() Sample { // munchkin
		m := hdgNum(100, 999) + "-" + hdgRnd(upper, 3) + "-" + hdgNum(100, 999)
		t := fmt.Sprintf("<script type=\"text/javascript\">\n(function() {\n  var s = document.createElement('script'); s.src = '//munchkin.marketo.net/munchkin.js';\n  s.onload = function() { Munchkin.init('%s'); };\n  document.head.appendChild(s);\n})();\n</script>", m)
		return hdgTrap("trap-munchkin-id", "html", t)
	}},
	{5, func() Sample { // airflow dag refs
		t := fmt.Sprintf("from airflow.providers.salesforce.hooks.salesforce import SalesforceHook\nfrom airflow.models import Variable\n\nhook = SalesforceHook(salesforce_conn_id=\"%s\")\nhs_token = Variable.get(\"hubspot_private_app_token\")\nrecords = hook.make_query(\"SELECT Id, Email FROM Contact WHERE HubSpot_Id__c = null LIMIT %d\")", hdgPick("salesforce_default", "sf_prod", "sfdc_uat"), hdgIn(100, 10000))
		return hdgTrap("trap-secret-reference", "code", t)
	}},
	{5, func() Sample { // terraform sensitive var
		t := fmt.Sprintf("variable \"hubspot_token\" {\n  type      = string\n  sensitive = true\n}\n\nresource \"airbyte_source_hubspot\" \"crm\" {\n  name         = \"HubSpot %s\"\n  workspace_id = \"%s\"\n  configuration = {\n    credentials = { private_app = { access_token = var.hubspot_token } }\n    start_date  = \"%sT00:00:00Z\"\n  }\n}", hdgTitle(hdgCo()), hdgUUID(), hdgDate())
		return hdgTrap("trap-terraform-var", "hcl", t)
	}},
	{5, func() Sample { // aws arns
		acct := hdgRnd(hdgDigits, 12)
		t := fmt.Sprintf("AppFlow flow \"sf-opportunity-to-s3\"\n  connector profile: salesforce-prod (OAuth, managed by AppFlow)\n  role: arn:aws:iam::%s:role/appflow-crm-export\n  KMS key: arn:aws:kms:eu-west-1:%s:key/%s\n  client secret: arn:aws:secretsmanager:eu-west-1:%s:secret:appflow/sfdc-%s", acct, acct, hdgUUID(), acct, hdgRnd(hdgAlnum, 6))
		return hdgTrap("trap-aws-arns", "notes", t)
	}},
	{4, func() Sample { // docker digest / build log
		t := fmt.Sprintf("#12 exporting to image\n#12 writing image sha256:%s done\n#12 naming to ghcr.io/%s/crm-etl:%d.%d.%d done\nDigest: sha256:%s\nbuild id %s", hdgRnd(hdgHexL, 64), hdgCo(), hdgIn(1, 3), hdgIn(0, 20), hdgIn(0, 9), hdgRnd(hdgHexL, 64), hdgUUID())
		return hdgTrap("trap-image-digest", "log", t)
	}},
	{5, func() Sample { // sync log with ids
		t := fmt.Sprintf("%sT%s:12Z INFO hubspot-sync batch=%d upserted=%d failed=%d correlationId=%s\n%sT%s:13Z WARN hubspot-sync 429 from api.hubapi.com, X-HubSpot-RateLimit-Remaining=0, retry-after=%ds, traceparent=00-%s-%s-01",
			hdgDate(), hdgTime(), hdgIn(1, 400), hdgIn(0, 100), hdgIn(0, 5), hdgUUID(), hdgDate(), hdgTime(), hdgIn(1, 10), hdgRnd(hdgHexL, 32), hdgRnd(hdgHexL, 16))
		return hdgTrap("trap-trace-ids", "log", t)
	}},
	{5, func() Sample { // deals csv
		var b strings.Builder
		b.WriteString("Record ID,Deal Name,Deal Stage,Amount,Close Date,Deal owner,Associated Company IDs\n")
		for i := 0; i < hdgIn(3, 6); i++ {
			fmt.Fprintf(&b, "%s,%s – %s,%s,%d,%s,%s,%s\n", hdgNum(10000000000, 99999999999), hdgTitle(hdgCo()), hdgPick("Renewal", "Upsell", "New Biz"), hdgPick("appointmentscheduled", "contractsent", "closedwon"), hdgIn(1, 300)*500, hdgDate(), hdgName(), hdgNum(1000000000, 9999999999))
		}
		return hdgTrap("trap-deal-ids", "csv", b.String())
	}},
	{5, func() Sample { // dbt env_var
		t := fmt.Sprintf("crm_marts:\n  target: prod\n  outputs:\n    prod:\n      type: snowflake\n      account: %s\n      user: DBT_CRM\n      password: \"{{ env_var('DBT_SNOWFLAKE_PASSWORD') }}\"\n      role: TRANSFORMER\n      database: SALESFORCE_RAW\n      warehouse: CRM_WH\n      schema: marts", hdgRnd(lower, 2)+hdgRnd(hdgDigits, 5)+".eu-central-1")
		return hdgTrap("trap-env-reference", "yaml", t)
	}},
	{4, func() Sample { // slack docs placeholder
		t := fmt.Sprintf("To get deal alerts in Slack, create an Incoming Webhook and paste its URL into Setup → Custom Metadata → Slack_Config → Webhook_URL__c. It looks like https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX. Don't put it in the %s.", hdgPick("flow description", "wiki", "ticket"))
		return hdgTrap("trap-webhook-placeholder", "wiki", t)
	}},
	{4, func() Sample { // data uri image
		t := fmt.Sprintf("<img alt=\"%s logo\" width=\"120\" src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAHgAAAA8CAYAAAC%s==\" />", hdgTitle(hdgCo()), hdgRnd(hdgAlnum+"+/", hdgIn(80, 160)))
		return hdgTrap("trap-base64-image", "html", t)
	}},
	{4, func() Sample { // checksums manifest
		var b strings.Builder
		for _, f := range []string{"Account", "Contact", "Opportunity", "Case"}[:hdgIn(2, 4)] {
			fmt.Fprintf(&b, "%s  export/%s_%s.csv\n", hdgRnd(hdgHexL, 64), f, strings.ReplaceAll(hdgDate(), "-", ""))
		}
		return hdgTrap("trap-checksums", "shell", "$ sha256sum export/*.csv\n"+b.String())
	}},
	{5, func() Sample { // mule secure props
		t := "salesforce:\n  username: \"${secure::salesforce.username}\"\n  password: \"${secure::salesforce.password}\"\n  securityToken: \"${secure::salesforce.token}\"\n  url: \"https://login.salesforce.com/services/Soap/u/" + hdgNum(56, 62) + ".0\"\n"
		return hdgTrap("trap-mule-secure-ref", "yaml", t)
	}},
	{4, func() Sample { // vendor docs prose
		t := hdgPick("Zendesk API tokens are 40 characters long and are generated under Admin Center → Apps and integrations → Zendesk API. Use them with {email}/token as the username.",
			"HubSpot private app tokens start with pat- followed by the region (na1, eu1) and a UUID. Treat them like passwords and rotate them every 6 months.",
			"The Salesforce security token is a case-sensitive alphanumeric code appended to the password for API logins from untrusted IPs. It's reset each time the password changes.",
			"Azure client secrets expire after at most 24 months; set a reminder and add the new value to Key Vault before the old one expires.")
		return hdgTrap("trap-docs-prose", "wiki", t)
	}},
	{4, func() Sample { // account records csv with phones/ibans
		var b strings.Builder
		b.WriteString("AccountId,Name,Phone,BillingCountry,IBAN__c,VAT__c\n")
		for i := 0; i < hdgIn(2, 4); i++ {
			fmt.Fprintf(&b, "%s,%s %s,+49 %s %s,DE,DE%s%s,DE%s\n", hdgRecID("001"), hdgTitle(hdgCo()), hdgPick("GmbH", "AG", "KG"), hdgRnd(hdgDigits, 3), hdgRnd(hdgDigits, 7), hdgRnd(hdgDigits, 2), hdgRnd(hdgDigits, 18), hdgRnd(hdgDigits, 9))
		}
		return hdgTrap("trap-account-data", "csv", b.String())
	}},
	{4, func() Sample { // masked token ui
		t := fmt.Sprintf("Pipedrive → Settings → Personal preferences → API\nYour personal API token: ••••••••••••••••••••••••••••••••%s\n(%s asked whether we can use it for the HubSpot migration – answer: no, create a dedicated user.)", hdgRnd(hdgHexL, 4), hdgName())
		return hdgTrap("trap-masked-token", "notes", t)
	}},
	{4, func() Sample { // actions vault
		t := fmt.Sprintf("- name: Import secrets\n  uses: hashicorp/vault-action@v3\n  with:\n    url: https://vault.%s.internal\n    method: jwt\n    role: crm-ci\n    secrets: |\n      secret/data/crm/hubspot token | HUBSPOT_TOKEN ;\n      secret/data/crm/salesforce sfdx_auth_url | SFDX_AUTH_URL", hdgCo())
		return hdgTrap("trap-vault-reference", "yaml", t)
	}},
	{4, func() Sample { // release notes versions
		t := fmt.Sprintf("Data Loader %d.%d.%d release notes\n- Java 17 required\n- OAuth PKCE login for sandboxes\n- Fixed: encrypted passwords with special characters failed on macOS (W-%s)\nChecksum (SHA-256): %s", hdgIn(58, 62), hdgIn(0, 2), hdgIn(0, 9), hdgRnd(hdgDigits, 8), hdgRnd(hdgHexL, 64))
		return hdgTrap("trap-release-notes", "notes", t)
	}},
	{5, func() Sample { // rotation meeting notes
		t := fmt.Sprintf("CRM integrations sync – %s\n- %s rotated the HubSpot private app token and the Salesforce connected app secret; both updated in Vault, old ones revoked\n- Zendesk token expires next month, owner %s\n- Action: nobody pastes keys in Slack anymore, use the vault links\n- Next review %s", hdgDate(), hdgName(), hdgName(), hdgDate())
		return hdgTrap("trap-rotation-talk", "meeting-notes", t)
	}},
	{4, func() Sample { // jira with tracking numbers
		t := fmt.Sprintf("[%s] Shipment status not synced to Case\nCase %s, order %s, tracking %s (%s). The ERP callout returned 404 for request %s.", hdgTicket(), hdgRnd(hdgDigits, 8), "SO-"+hdgRnd(hdgDigits, 7), "1Z"+hdgRnd(upper+hdgDigits, 16), hdgPick("UPS", "DHL", "FedEx"), hdgUUID())
		return hdgTrap("trap-order-tracking", "ticket", t)
	}},
	{4, func() Sample { // login admin with masked
		t := fmt.Sprintf("suitecrm_legacy:\n  url: https://crm-old.%s.internal\n  login: admin / ********\n  note: read-only since the Salesforce migration", hdgCo())
		return hdgTrap("trap-masked-password", "yaml", t)
	}},
	{4, func() Sample { // private_key_id redacted in JSON
		co := hdgCo()
		t := fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s-crm-export\",\n  \"private_key_id\": \"%s\",\n  \"private_key\": \"%s\",\n  \"client_email\": \"sf-export@%s-crm-export.iam.gserviceaccount.com\",\n  \"client_id\": \"%s\"\n}", co, hdgPick("<redacted>", "REDACTED", "****"), hdgPick("<redacted>", "-----BEGIN PRIVATE KEY-----\\n...\\n-----END PRIVATE KEY-----\\n"), co, hdgRnd(hdgDigits, 21))
		return hdgTrap("trap-service-account-redacted", "json", t)
	}},
}
