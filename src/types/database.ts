/**
 * Types of the `public` schema, in the shape `supabase gen types typescript` produces, written to match
 * supabase/migrations. tests/db/limits.test.ts parses this file and compares every table's Row / Insert /
 * Update and every function's Args / Returns with the database catalog, so a migration that changes a
 * column fails the db suite until this file follows. (Regenerating it with the CLI keeps the test green;
 * keep the hand-written part at the end.)
 */

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  // Lets createClient<Database>() pick the right PostgREST feature set (the CLI pins PostgREST 14).
  __InternalSupabase: {
    PostgrestVersion: '14.1';
  };
  public: {
    Tables: {
      admins: {
        Row: {
          created_at: string;
          email: string;
          user_id: string;
        };
        Insert: {
          created_at?: string;
          email: string;
          user_id: string;
        };
        Update: {
          created_at?: string;
          email?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      analytics_events: {
        Row: {
          id: string;
          language: string;
          name: string;
          occurred_at: string;
          path: string;
          props: Json;
          rating: string | null;
          received_at: string;
          referrer_host: string | null;
          session_id: string;
          source: string | null;
          value: number | null;
        };
        // received_at and rating are not granted to anon/authenticated: the server stamps and computes them.
        Insert: {
          id: string;
          language?: string;
          name: string;
          occurred_at: string;
          path: string;
          props?: Json;
          rating?: string | null;
          received_at?: string;
          referrer_host?: string | null;
          session_id: string;
          source?: string | null;
          value?: number | null;
        };
        Update: {
          id?: string;
          language?: string;
          name?: string;
          occurred_at?: string;
          path?: string;
          props?: Json;
          rating?: string | null;
          received_at?: string;
          referrer_host?: string | null;
          session_id?: string;
          source?: string | null;
          value?: number | null;
        };
        Relationships: [];
      };
      change_history: {
        Row: {
          action: string;
          changed_at: string;
          changed_by: string | null;
          changed_by_email: string | null;
          changes: Json;
          id: number;
          made_at: string | null;
          record_id: string;
          table_name: string;
        };
        // Written only by the database (a trigger on the five staff-managed tables).
        Insert: {
          action: string;
          changed_at?: string;
          changed_by?: string | null;
          changed_by_email?: string | null;
          changes?: Json;
          id?: number;
          made_at?: string | null;
          record_id: string;
          table_name: string;
        };
        Update: {
          action?: string;
          changed_at?: string;
          changed_by?: string | null;
          changed_by_email?: string | null;
          changes?: Json;
          id?: number;
          made_at?: string | null;
          record_id?: string;
          table_name?: string;
        };
        Relationships: [];
      };
      content_entries: {
        Row: {
          created_at: string;
          draft: Json;
          id: string;
          kind: string;
          position: number;
          slug: string;
          updated_at: string;
          updated_by: string | null;
          version: number;
        };
        // Admins insert id, kind, slug, position, draft and update slug, position, draft and version (the one
        // the save was based on + 1); the database sets the rest.
        Insert: {
          created_at?: string;
          draft: Json;
          id?: string;
          kind: string;
          position?: number;
          slug: string;
          updated_at?: string;
          updated_by?: string | null;
          version?: number;
        };
        Update: {
          created_at?: string;
          draft?: Json;
          id?: string;
          kind?: string;
          position?: number;
          slug?: string;
          updated_at?: string;
          updated_by?: string | null;
          version?: number;
        };
        Relationships: [];
      };
      content_published: {
        Row: {
          data: Json;
          entry_id: string;
          kind: string;
          position: number;
          published_at: string;
          published_by: string | null;
          slug: string;
          version: number;
        };
        // Written only by publish_content / unpublish_content.
        Insert: {
          data: Json;
          entry_id: string;
          kind: string;
          position: number;
          published_at?: string;
          published_by?: string | null;
          slug: string;
          version: number;
        };
        Update: {
          data?: Json;
          entry_id?: string;
          kind?: string;
          position?: number;
          published_at?: string;
          published_by?: string | null;
          slug?: string;
          version?: number;
        };
        Relationships: [];
      };
      content_revisions: {
        Row: {
          data: Json;
          entry_id: string;
          position: number;
          saved_at: string;
          saved_by: string | null;
          slug: string;
          version: number;
        };
        // Written only by the database (a trigger on content_entries).
        Insert: {
          data: Json;
          entry_id: string;
          position: number;
          saved_at?: string;
          saved_by?: string | null;
          slug: string;
          version: number;
        };
        Update: {
          data?: Json;
          entry_id?: string;
          position?: number;
          saved_at?: string;
          saved_by?: string | null;
          slug?: string;
          version?: number;
        };
        Relationships: [];
      };
      custom_reviews: {
        Row: {
          admin_notes: string | null;
          comment: string;
          country: string;
          created_at: string;
          customer_name: string;
          email: string;
          id: string;
          is_validated: boolean;
          language: string;
          ratings: Json;
          reviewed_at: string | null;
          search_text: string | null;
          status: string;
          submitted_at: string;
          tour_type: string;
          updated_at: string;
          validation_source: string | null;
          would_recommend: boolean;
        };
        Insert: {
          admin_notes?: string | null;
          comment: string;
          country: string;
          created_at?: string;
          customer_name: string;
          email: string;
          id?: string;
          is_validated?: boolean;
          language?: string;
          ratings: Json;
          reviewed_at?: string | null;
          search_text?: string | null;
          status?: string;
          submitted_at?: string;
          tour_type?: string;
          updated_at?: string;
          validation_source?: string | null;
          would_recommend?: boolean;
        };
        Update: {
          admin_notes?: string | null;
          comment?: string;
          country?: string;
          created_at?: string;
          customer_name?: string;
          email?: string;
          id?: string;
          is_validated?: boolean;
          language?: string;
          ratings?: Json;
          reviewed_at?: string | null;
          search_text?: string | null;
          status?: string;
          submitted_at?: string;
          tour_type?: string;
          updated_at?: string;
          validation_source?: string | null;
          would_recommend?: boolean;
        };
        Relationships: [];
      };
      custom_tour_requests: {
        Row: {
          additional_requirements: string | null;
          budget_range: string;
          cancel_reason: string | null;
          country: string;
          created_at: string;
          email: string;
          first_response_at: string | null;
          follow_up_on: string | null;
          full_name: string;
          hotel_preferences: string;
          id: string;
          internal_note: string | null;
          language: string;
          last_reply_at: string | null;
          number_of_people: string;
          owner_id: string | null;
          phone: string;
          quote_usd: number | null;
          search_text: string | null;
          stage: string;
          status: string;
          submitted_at: string;
          tour_places: string;
          travel_end_date: string;
          travel_start_date: string;
          updated_at: string;
        };
        Insert: {
          additional_requirements?: string | null;
          budget_range: string;
          cancel_reason?: string | null;
          country: string;
          created_at?: string;
          email: string;
          first_response_at?: string | null;
          follow_up_on?: string | null;
          full_name: string;
          hotel_preferences: string;
          id?: string;
          internal_note?: string | null;
          language?: string;
          last_reply_at?: string | null;
          number_of_people: string;
          owner_id?: string | null;
          phone: string;
          quote_usd?: number | null;
          search_text?: string | null;
          stage?: string;
          status?: string;
          submitted_at?: string;
          tour_places: string;
          travel_end_date: string;
          travel_start_date: string;
          updated_at?: string;
        };
        Update: {
          additional_requirements?: string | null;
          budget_range?: string;
          cancel_reason?: string | null;
          country?: string;
          created_at?: string;
          email?: string;
          first_response_at?: string | null;
          follow_up_on?: string | null;
          full_name?: string;
          hotel_preferences?: string;
          id?: string;
          internal_note?: string | null;
          language?: string;
          last_reply_at?: string | null;
          number_of_people?: string;
          owner_id?: string | null;
          phone?: string;
          quote_usd?: number | null;
          search_text?: string | null;
          stage?: string;
          status?: string;
          submitted_at?: string;
          tour_places?: string;
          travel_end_date?: string;
          travel_start_date?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      gallery: {
        Row: {
          category: string;
          created_at: string;
          description: string | null;
          featured: boolean;
          file_name: string | null;
          file_size: number;
          format: string | null;
          height: number | null;
          id: string;
          preview_url: string | null;
          public_id: string | null;
          storage_path: string | null;
          thumbnail_url: string | null;
          title: string | null;
          updated_at: string;
          upload_source: string;
          uploaded_by: string;
          url: string;
          width: number | null;
        };
        Insert: {
          category?: string;
          created_at?: string;
          description?: string | null;
          featured?: boolean;
          file_name?: string | null;
          file_size: number;
          format?: string | null;
          height?: number | null;
          id?: string;
          preview_url?: string | null;
          public_id?: string | null;
          storage_path?: string | null;
          thumbnail_url?: string | null;
          title?: string | null;
          updated_at?: string;
          upload_source?: string;
          uploaded_by?: string;
          url: string;
          width?: number | null;
        };
        Update: {
          category?: string;
          created_at?: string;
          description?: string | null;
          featured?: boolean;
          file_name?: string | null;
          file_size?: number;
          format?: string | null;
          height?: number | null;
          id?: string;
          preview_url?: string | null;
          public_id?: string | null;
          storage_path?: string | null;
          thumbnail_url?: string | null;
          title?: string | null;
          updated_at?: string;
          upload_source?: string;
          uploaded_by?: string;
          url?: string;
          width?: number | null;
        };
        Relationships: [];
      };
      notification_jobs: {
        Row: {
          attempts: number;
          audience: string;
          channel: string;
          created_at: string;
          due_on: string | null;
          id: string;
          kind: string;
          language: string;
          last_error: string | null;
          locked_until: string | null;
          next_attempt_at: string;
          overdue_reason: string | null;
          recipient: string;
          record_id: string | null;
          sent_at: string | null;
          state: string;
          updated_at: string;
        };
        // Written only by triggers and the notification RPCs: no API role may insert, update or delete.
        Insert: {
          attempts?: number;
          audience: string;
          channel: string;
          created_at?: string;
          due_on?: string | null;
          id?: string;
          kind: string;
          language?: string;
          last_error?: string | null;
          locked_until?: string | null;
          next_attempt_at?: string;
          overdue_reason?: string | null;
          recipient: string;
          record_id?: string | null;
          sent_at?: string | null;
          state?: string;
          updated_at?: string;
        };
        Update: {
          attempts?: number;
          audience?: string;
          channel?: string;
          created_at?: string;
          due_on?: string | null;
          id?: string;
          kind?: string;
          language?: string;
          last_error?: string | null;
          locked_until?: string | null;
          next_attempt_at?: string;
          overdue_reason?: string | null;
          recipient?: string;
          record_id?: string | null;
          sent_at?: string | null;
          state?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      notification_settings: {
        Row: {
          created_at: string;
          email_kinds: string[];
          extra_emails: string[];
          push_kinds: string[];
          updated_at: string;
          user_id: string;
        };
        // Admins insert user_id, email_kinds, push_kinds, extra_emails and update the last three.
        Insert: {
          created_at?: string;
          email_kinds?: string[];
          extra_emails?: string[];
          push_kinds?: string[];
          updated_at?: string;
          user_id?: string;
        };
        Update: {
          created_at?: string;
          email_kinds?: string[];
          extra_emails?: string[];
          push_kinds?: string[];
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      push_subscriptions: {
        Row: {
          auth: string;
          created_at: string;
          endpoint: string;
          id: string;
          last_success_at: string | null;
          p256dh: string;
          user_agent: string | null;
          user_id: string;
        };
        // Admins insert id, user_id, endpoint, p256dh, auth, user_agent; service_role updates last_success_at.
        Insert: {
          auth: string;
          created_at?: string;
          endpoint: string;
          id?: string;
          last_success_at?: string | null;
          p256dh: string;
          user_agent?: string | null;
          user_id?: string;
        };
        Update: {
          auth?: string;
          created_at?: string;
          endpoint?: string;
          id?: string;
          last_success_at?: string | null;
          p256dh?: string;
          user_agent?: string | null;
          user_id?: string;
        };
        Relationships: [];
      };
      reviews: {
        Row: {
          admin_notes: string | null;
          booking_id: string | null;
          comment: string;
          country: string;
          created_at: string;
          customer_name: string;
          email: string;
          id: string;
          is_validated: boolean;
          language: string;
          ratings: Json;
          recommendations: string | null;
          reviewed_at: string | null;
          search_text: string | null;
          status: string;
          submitted_at: string;
          tour_id: string;
          tour_title: string;
          updated_at: string;
          validation_source: string | null;
          would_recommend: boolean;
        };
        Insert: {
          admin_notes?: string | null;
          booking_id?: string | null;
          comment: string;
          country: string;
          created_at?: string;
          customer_name: string;
          email: string;
          id?: string;
          is_validated?: boolean;
          language?: string;
          ratings: Json;
          recommendations?: string | null;
          reviewed_at?: string | null;
          search_text?: string | null;
          status?: string;
          submitted_at?: string;
          tour_id: string;
          tour_title: string;
          updated_at?: string;
          validation_source?: string | null;
          would_recommend?: boolean;
        };
        Update: {
          admin_notes?: string | null;
          booking_id?: string | null;
          comment?: string;
          country?: string;
          created_at?: string;
          customer_name?: string;
          email?: string;
          id?: string;
          is_validated?: boolean;
          language?: string;
          ratings?: Json;
          recommendations?: string | null;
          reviewed_at?: string | null;
          search_text?: string | null;
          status?: string;
          submitted_at?: string;
          tour_id?: string;
          tour_title?: string;
          updated_at?: string;
          validation_source?: string | null;
          would_recommend?: boolean;
        };
        Relationships: [];
      };
      tour_inquiries: {
        Row: {
          adults: number;
          cancel_reason: string | null;
          children: number;
          country: string;
          created_at: string;
          email: string;
          first_name: string;
          first_response_at: string | null;
          follow_up_on: string | null;
          id: string;
          internal_note: string | null;
          language: string;
          last_name: string;
          last_reply_at: string | null;
          message: string | null;
          owner_id: string | null;
          phone: string;
          preferred_date: string | null;
          quote_usd: number | null;
          search_text: string | null;
          stage: string;
          status: string;
          submitted_at: string;
          tour_id: string;
          tour_title: string;
          updated_at: string;
        };
        Insert: {
          adults?: number;
          cancel_reason?: string | null;
          children?: number;
          country: string;
          created_at?: string;
          email: string;
          first_name: string;
          first_response_at?: string | null;
          follow_up_on?: string | null;
          id?: string;
          internal_note?: string | null;
          language?: string;
          last_name: string;
          last_reply_at?: string | null;
          message?: string | null;
          owner_id?: string | null;
          phone: string;
          preferred_date?: string | null;
          quote_usd?: number | null;
          search_text?: string | null;
          stage?: string;
          status?: string;
          submitted_at?: string;
          tour_id: string;
          tour_title: string;
          updated_at?: string;
        };
        Update: {
          adults?: number;
          cancel_reason?: string | null;
          children?: number;
          country?: string;
          created_at?: string;
          email?: string;
          first_name?: string;
          first_response_at?: string | null;
          follow_up_on?: string | null;
          id?: string;
          internal_note?: string | null;
          language?: string;
          last_name?: string;
          last_reply_at?: string | null;
          message?: string | null;
          owner_id?: string | null;
          phone?: string;
          preferred_date?: string | null;
          quote_usd?: number | null;
          search_text?: string | null;
          stage?: string;
          status?: string;
          submitted_at?: string;
          tour_id?: string;
          tour_title?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      add_admin: {
        Args: {
          email: string;
          password?: string;
        };
        Returns: string;
      };
      admin_dashboard: {
        Args: {
          time_zone?: string;
        };
        // Nested figures are jsonb: AdminDashboardCount, AdminDashboardAverage, AdminDashboardWeek[] below.
        Returns: {
          average_rating: Json;
          custom_requests: Json;
          custom_reviews: Json;
          gallery_images: Json;
          inquiries: Json;
          month_start: string;
          pending_inquiries: Json;
          previous_month_start: string;
          reviews: Json;
          weekly: Json;
        };
      };
      admin_insights: {
        Args: {
          from_date: string;
          time_zone?: string;
          to_date: string;
        };
        // The whole report is one jsonb value: AdminInsights below.
        Returns: Json;
      };
      admin_mark_notifications_seen: {
        Args: never;
        Returns: string;
      };
      admin_notifications: {
        Args: never;
        // items: AdminNotificationItem[] below.
        Returns: {
          custom_requests: number;
          custom_reviews: number;
          inquiries: number;
          items: Json;
          reviews: number;
          seen_at: string | null;
        };
      };
      claim_notification_jobs: {
        Args: {
          lease_seconds?: number;
          max_jobs?: number;
        };
        // SETOF: PostgREST answers an array of these (NotificationJobClaim below).
        Returns: {
          attempts: number;
          audience: string;
          channel: string;
          created_at: string;
          due_on: string | null;
          id: string;
          kind: string;
          language: string;
          overdue_reason: string | null;
          recipient: string;
          record_id: string | null;
        };
      };
      complete_notification_job: {
        Args: {
          job_id: string;
        };
        Returns: string;
      };
      complete_notification_jobs: {
        Args: {
          job_ids: string[];
        };
        Returns: number;
      };
      content_items: {
        Args: never;
        // SETOF: PostgREST answers an array of these (ContentListRow below).
        Returns: {
          id: string;
          kind: string;
          slug: string;
          position: number;
          label: string;
          version: number;
          updated_at: string;
          published_version: number | null;
          published_at: string | null;
          untranslated: number;
          featured: boolean;
        };
      };
      custom_review_stats: {
        Args: never;
        // Not SETOF: PostgREST answers with one JSON object.
        Returns: {
          approved: number;
          average_rating: number;
          pending: number;
          total: number;
        };
      };
      fail_notification_job: {
        Args: {
          error: string;
          job_id: string;
          permanent?: boolean;
        };
        Returns: string;
      };
      gallery_can_upload: {
        Args: {
          file_count: number;
          total_bytes: number;
        };
        Returns: {
          can_upload: boolean;
          reasons: string[];
        };
      };
      gallery_orphan_paths: {
        Args: never;
        Returns: string[];
      };
      gallery_storage_stats: {
        Args: never;
        Returns: {
          max_images: number;
          max_total_size: number;
          remaining_images: number;
          total_images: number;
          total_size: number;
        };
      };
      publish_content: {
        Args: {
          entry_id: string;
          version: number;
        };
        Returns: string;
      };
      queue_overdue_notifications: {
        Args: never;
        Returns: number;
      };
      queue_test_notification: {
        Args: {
          channel: string;
        };
        Returns: number;
      };
      remove_admin: {
        Args: {
          email: string;
        };
        Returns: boolean;
      };
      restore_content: {
        Args: {
          entry_id: string;
          revision: number;
          version: number;
        };
        Returns: number;
      };
      retry_notification_job: {
        Args: {
          job_id: string;
        };
        Returns: string;
      };
      staff_list_page: {
        Args: {
          after_created_at?: string;
          after_id?: string;
          list_name: string;
          list_view?: string;
          oldest_first?: boolean;
          page_size?: number;
          search?: string;
          status_filter?: string;
          with_count?: boolean;
        };
        // { rows: the list's columns, total: number | null }: StaffListPage below.
        Returns: Json;
      };
      staff_overdue_counts: {
        Args: never;
        // { tour_inquiries, custom_tour_requests, mine }: StaffOverdueCounts below.
        Returns: Json;
      };
      unpublish_content: {
        Args: {
          entry_id: string;
        };
        Returns: boolean;
      };
    };
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

// ---- Hand-written below: not produced by the generator ----

type PublicSchema = Database['public'];
export type TableName = keyof PublicSchema['Tables'];
export type Tables<T extends TableName> = PublicSchema['Tables'][T]['Row'];
export type TablesInsert<T extends TableName> = PublicSchema['Tables'][T]['Insert'];
export type TablesUpdate<T extends TableName> = PublicSchema['Tables'][T]['Update'];
export type FunctionName = keyof PublicSchema['Functions'];

/** `reviews.ratings`: whole stars 1..5; amenities absent or null means "not given". */
export interface TourReviewRatings {
  overall: number;
  quality: number;
  locations: number;
  amenities?: number | null;
  service: number;
  price: number;
}

/** `custom_reviews.ratings`: whole stars 1..5, all required. */
export interface CustomReviewRatings {
  overall: number;
  quality: number;
  service: number;
  value: number;
}

/**
 * The only columns the `anon` role may select (column grants in the migrations). Visitors' queries must
 * name them: `select=*` is refused for anon, because e-mail and admin columns are not granted.
 * tests/db/rls-matrix.test.ts checks these lists against the grants.
 */
export const ANON_READABLE_COLUMNS = {
  reviews: [
    'id',
    'tour_id',
    'tour_title',
    'customer_name',
    'country',
    'ratings',
    'comment',
    'recommendations',
    'would_recommend',
    'status',
    'created_at',
    'updated_at',
  ],
  custom_reviews: [
    'id',
    'customer_name',
    'country',
    'tour_type',
    'ratings',
    'comment',
    'would_recommend',
    'status',
    'created_at',
    'updated_at',
  ],
  gallery: [
    'id',
    'title',
    'description',
    'category',
    'url',
    'thumbnail_url',
    'preview_url',
    'public_id',
    'file_name',
    'file_size',
    'width',
    'height',
    'format',
    'upload_source',
    'storage_path',
    'featured',
    'created_at',
    'updated_at',
  ],
  // Published content, without who published it.
  content_published: ['entry_id', 'kind', 'slug', 'position', 'data', 'version', 'published_at'],
} as const satisfies {
  [T in 'reviews' | 'custom_reviews' | 'gallery' | 'content_published']: readonly (keyof Tables<T>)[];
};

/** `staff_overdue_counts`: open records overdue now, of each list, and those the signed-in admin owns. */
export interface StaffOverdueCounts {
  tour_inquiries: number;
  custom_tour_requests: number;
  mine: number;
}

/** A figure of `admin_dashboard`: all time, this month and last month (months of the time zone asked for). */
export interface AdminDashboardCount {
  total: number;
  this_month: number;
  last_month: number;
}

/** `admin_dashboard.average_rating`: one decimal; null when there is no approved review to average. */
export interface AdminDashboardAverage {
  value: number | null;
  this_month: number | null;
  last_month: number | null;
}

/** One of the eight entries of `admin_dashboard.weekly`, oldest first; weeks start on Monday. */
export interface AdminDashboardWeek {
  /** YYYY-MM-DD, the Monday in the time zone asked for. */
  week_start: string;
  inquiries: number;
  custom_requests: number;
}

export type AdminNotificationKind = 'inquiry' | 'custom_request' | 'review' | 'custom_review';

/** One of `admin_notifications.items`: at most ten, newest first. */
export interface AdminNotificationItem {
  kind: AdminNotificationKind;
  id: string;
  name: string;
  created_at: string;
}

export type AnalyticsEventName =
  | 'page_view'
  | 'page_depth'
  | 'scroll_depth'
  | 'time_on_page'
  | 'web_vital'
  | 'organic_visit'
  | 'generate_lead'
  | 'purchase'
  | 'tour_view'
  | 'gallery_image_view'
  | 'outbound_click'
  | 'contact_link_click'
  | 'form_start'
  | 'contact_card_click';

export type AnalyticsSource = 'direct' | 'organic' | 'referral';
export type AnalyticsEngine = 'google' | 'bing' | 'yahoo' | 'duckduckgo';
export type WebVitalMetric = 'LCP' | 'INP' | 'CLS' | 'TTFB' | 'FID';
export type WebVitalRating = 'good' | 'needs-improvement' | 'poor';

/** One local day of `admin_insights.days`; every day of the range is present, oldest first. */
export interface AdminInsightsDay {
  /** YYYY-MM-DD in the time zone asked for. */
  day: string;
  visits: number;
  page_views: number;
  leads: number;
}

/** One of `admin_insights.top_tours`: at most ten, most views first. */
export interface AdminInsightsTour {
  tour_id: string;
  tour_name: string;
  views: number;
  sessions: number;
}

/** One of `admin_insights.vitals`: all five metrics, in the order LCP, INP, CLS, TTFB, FID. */
export interface AdminInsightsVital {
  metric: WebVitalMetric;
  /** 75th percentile (continuous); null when there is no sample in the range. */
  p75: number | null;
  samples: number;
  good: number;
  needs_improvement: number;
  poor: number;
}

/** What `admin_insights(from_date, to_date, time_zone)` answers. */
export interface AdminInsights {
  from: string;
  to: string;
  time_zone: string;
  totals: { visits: number; page_views: number; leads: number; events: number };
  days: AdminInsightsDay[];
  top_tours: AdminInsightsTour[];
  /** Counted in sessions. */
  funnel: { tour_view: number; inquiry_started: number; inquiry_sent: number };
  /** All three, zero-filled, in the order direct, organic, referral. */
  sources: { source: AnalyticsSource; visits: number }[];
  /** All four, zero-filled, in the order google, bing, yahoo, duckduckgo. */
  engines: { engine: AnalyticsEngine; visits: number }[];
  vitals: AdminInsightsVital[];
}

/** Language of the page a submission was sent from (`language` of the four submission tables). */
export type SubmissionLanguage = 'en' | 'de' | 'fr';

/**
 * `notification_jobs.kind`: a new submission (the table the job's record_id points into), an overdue
 * inquiry or custom request (record_id in that table; `overdue_reason` and `due_on` say why), or a test.
 */
export type NotificationKind =
  | 'tour_inquiry'
  | 'custom_tour_request'
  | 'review'
  | 'custom_review'
  | 'tour_inquiry_overdue'
  | 'custom_tour_request_overdue'
  | 'test';

/** `notification_jobs.state`: failed = will be tried again at next_attempt_at; dead = given up. */
export type NotificationJobState = 'pending' | 'sent' | 'failed' | 'dead';

/** One row of the staff portal's content list, `content_items()` (it answers an array of them). */
export type ContentListRow = PublicSchema['Functions']['content_items']['Returns'];

/** One job `claim_notification_jobs` hands the sender (it answers an array of them). */
export type NotificationJobClaim = PublicSchema['Functions']['claim_notification_jobs']['Returns'];
